import ChatCanvas
import Foundation
import StreamChat
import StreamChatUI
import UIKit
import XCTest

@testable import ChatManifest

final class ComponentsManifestTests: XCTestCase {
    func load(_ yaml: String, file: String = "m.yaml") throws -> Manifest {
        let s = Scratch()
        s.write(file, yaml)
        return try s.inside { try ManifestLoader.load(paths: [file]) }
    }

    func assertError(_ expected: String, _ yaml: String, line: UInt = #line) {
        let s = Scratch()
        s.write("m.yaml", yaml)
        s.inside {
            XCTAssertErrorDescription(expected, line: line) { try ManifestLoader.load(paths: ["m.yaml"]) }
        }
    }

    func testFlagsAndResolver() throws {
        let m = try load(
            """
            components:
              messageListDateSeparatorEnabled: true
              messageListDateOverlayEnabled: false
              threadRepliesCounterEnabled: false
              isMessageEditedLabelEnabled: true
              messageLayoutOptionsResolver:
                remove: [flipped, threadInfo, reactions]
                insert: [avatar, timestamp, authorName]
                rules:
                  - when: {hasAttachments: true}
                    insert: shareAttachments
                  - when: {all: [{isSentByCurrentUser: true}, {not: {type: [ephemeral, error]}}]}
                    remove: [shareAttachments]
                  - when: {option: shareAttachments, hasReactions: false}
                    remove: timestamp
            """)
        let c = try m.makeComponents()
        XCTAssertFalse(c === Components.default)
        XCTAssertTrue(c.messageListDateSeparatorEnabled)
        XCTAssertFalse(c.messageListDateOverlayEnabled)
        XCTAssertFalse(c.threadRepliesCounterEnabled)
        XCTAssertTrue(c.isMessageEditedLabelEnabled)
        let r = c.messageLayoutOptionsResolver
        XCTAssertEqual(r.removedOptions, ["flipped", "threadInfo", "reactions"])
        XCTAssertEqual(r.insertedOptions, ["avatar", "timestamp", "authorName"])
        XCTAssertEqual(r.rules.count, 3)
        XCTAssertEqual(r.rules[0].insert, ["shareAttachments"])
        guard case .predicate(let name, let value) = r.rules[0].when else { return XCTFail("\(r.rules[0].when)") }
        XCTAssertEqual(name, "hasAttachments")
        XCTAssertTrue(value)
        guard case .all(let parts) = r.rules[1].when, parts.count == 2, case .not(.messageType(let types)) = parts[1]
        else {
            return XCTFail("\(r.rules[1].when)")
        }
        XCTAssertEqual(types, ["ephemeral", "error"])
        guard case .all(let both) = r.rules[2].when, case .option("shareAttachments") = both[0],
            case .predicate("hasReactions", false) = both[1]
        else { return XCTFail("\(r.rules[2].when)") }
        // Fresh objects each call; defaults untouched.
        XCTAssertFalse(try m.makeComponents() === c)
        XCTAssertFalse(Components.default.messageListDateSeparatorEnabled)
        XCTAssertEqual(Components.default.messageLayoutOptionsResolver.removedOptions, [])
    }

    func testUnknownFlagSuggests() {
        assertError(
            #"m.yaml:2:3: components.messageListDateSeparatorEnable: unknown component (expected a Components flag, messageLayoutOptionsResolver or a view slot); did you mean "messageListDateSeparatorEnabled"?"#,
            """
            components:
              messageListDateSeparatorEnable: true
            """)
    }

    func testUnknownOptionInRemove() {
        assertError(
            #"m.yaml:3:23: components.messageLayoutOptionsResolver.remove[1]: unknown layout option "timestmp"; did you mean "timestamp"?"#,
            """
            components:
              messageLayoutOptionsResolver:
                remove: [flipped, timestmp]
            """)
    }

    func testCustomOptionsAllowed() throws {
        let m = try load(
            """
            components:
              messageLayoutOptionsResolver:
                insert: [shareAttachments]
                remove: [shareAttachments]
            """)
        XCTAssertEqual(try m.makeComponents().messageLayoutOptionsResolver.insertedOptions, ["shareAttachments"])
    }

    func testUnknownCondition() {
        assertError(
            #"m.yaml:5:16: components.messageLayoutOptionsResolver.rules[0].when.hasAttachment: unknown condition; did you mean "hasAttachments"?; expected option, type, all, any, not or a predicate (\#(ManifestValidator.predicateNames.joined(separator: ", ")))"#,
            """
            components:
              messageLayoutOptionsResolver:
                rules:
                  - insert: [shareAttachments]
                    when: {hasAttachment: true}
            """)
    }

    func testViewOverrides() throws {
        let m = try load(
            """
            appearance:
              tintColor: systemPink
            components:
              messageBubbleView:
                cornerRadius: 0
              avatarView:
                imageView:
                  cornerRadius: 3
              messageListDateSeparatorView:
                backgroundColor: systemBlue
                textTransform: uppercase
              messageContentView:
                maxContentWidthMultiplier: 1
                mainContainer: {alignment: leading}
                textView: {textContainerInset: 0}
                bubbleContentContainer: {directionalLayoutMargins: {top: 0, leading: 0, bottom: 0, trailing: 0}}
                layout:
                  - reverse: bubbleThreadMetaContainer
                  - move: {view: timestampLabel, into: metadataContainer, at: 0}
                  - remove: authorAvatarSpacer
                  - reorder: {container: metadataContainer, order: [timestampLabel, authorNameLabel]}
                newViews:
                  - name: shareAttachmentsButton
                    kind: button
                    container: bubbleContentContainer
                    properties: {image: square.and.arrow.up, tintColor: tintColor, height: 40}
                    showWhen: {option: shareAttachments}
                  - name: dot
                    kind: dot
                    container: mainContainer
                    at: 0
                    properties: {backgroundColor: tintColor, width: 10, height: 10}
                    keepSpace: true
            """)
        let c = try m.makeComponents()
        guard case .number(0)? = c.viewOverrides["messageBubbleView"]?.properties["cornerRadius"] else {
            return XCTFail("\(String(describing: c.viewOverrides["messageBubbleView"]))")
        }
        guard case .number(3)? = c.viewOverrides["avatarView"]?.subviews["imageView"]?.properties["cornerRadius"] else {
            return XCTFail("avatar imageView cornerRadius")
        }
        guard case .color(let blue)? = c.viewOverrides["messageListDateSeparatorView"]?.properties["backgroundColor"]
        else {
            return XCTFail("date separator colour")
        }
        XCTAssertEqual(blue, .systemBlue)
        let content = try XCTUnwrap(c.viewOverrides["messageContentView"])
        guard case .string("leading")? = content.subviews["mainContainer"]?.properties["alignment"] else {
            return XCTFail("alignment")
        }
        guard case .insets(let zero)? = content.subviews["bubbleContentContainer"]?.properties["layoutMargins"] else {
            return XCTFail("directionalLayoutMargins is an alias of layoutMargins")
        }
        XCTAssertEqual(zero, .zero)
        guard case .insets(let inset)? = content.subviews["textView"]?.properties["textContainerInset"] else {
            return XCTFail("inset")
        }
        XCTAssertEqual(inset, .zero)
        XCTAssertEqual(content.layout.count, 4)
        guard case .reverse("bubbleThreadMetaContainer") = content.layout[0],
            case .move("timestampLabel", "metadataContainer", 0?) = content.layout[1],
            case .remove("authorAvatarSpacer") = content.layout[2],
            case .reorder("metadataContainer", ["timestampLabel", "authorNameLabel"]) = content.layout[3]
        else {
            return XCTFail("\(content.layout)")
        }
        XCTAssertEqual(content.newViews.map(\.name), ["shareAttachmentsButton", "dot"])
        let button = content.newViews[0]
        XCTAssertEqual(button.kind, .button)
        XCTAssertEqual(button.container, "bubbleContentContainer")
        guard case .color(let tint)? = button.properties["tintColor"] else { return XCTFail("tint") }
        XCTAssertEqual(tint, .systemPink, "tintColor resolves to the manifest's tint")
        guard case .image(let icon)? = button.properties["image"] else { return XCTFail("image") }
        XCTAssertEqual(icon.name, "square.and.arrow.up")
        guard case .option("shareAttachments")? = button.showWhen else { return XCTFail("showWhen") }
        XCTAssertFalse(button.keepsSpaceWhenHidden)
        XCTAssertEqual(content.newViews[1].index, 0)
        XCTAssertTrue(content.newViews[1].keepsSpaceWhenHidden)
    }

    func testComposerOverride() throws {
        let m = try load(
            """
            components:
              messageComposerView:
                layout:
                  - remove: commandsButton
                  - move: {view: sendButton, into: inputTextContainer}
                attachmentButton: {image: camera.fill}
              messageComposerVC:
                placeholder: iMessage
                isMentionSuggestionsEnabled: false
                isCommandSuggestionsEnabled: false
            """)
        let c = try m.makeComponents()
        XCTAssertEqual(c.viewOverrides["messageComposerView"]?.layout.count, 2)
        guard case .string("iMessage")? = c.viewOverrides["messageComposerVC"]?.properties["placeholder"] else {
            return XCTFail("placeholder")
        }
    }

    func testViewOverrideErrors() {
        assertError(
            #"m.yaml:3:5: components.messageBubbleView.cornerRadus: unknown property or subview of messageBubbleView; did you mean "cornerRadius"?"#,
            """
            components:
              messageBubbleView:
                cornerRadus: 0
            """)
        assertError(
            #"m.yaml:3:19: components.messageBubbleView.cornerRadius: expected a number, found "round""#,
            """
            components:
              messageBubbleView:
                cornerRadius: round
            """)
        assertError(
            #"m.yaml:4:18: components.messageContentView.layout[0].reverse: unknown container "bubbleThreadMetaContaner"; did you mean "bubbleThreadMetaContainer"?"#,
            """
            components:
              messageContentView:
                layout:
                  - reverse: bubbleThreadMetaContaner
            """)
        assertError(
            #"m.yaml:4:9: components.messageContentView.layout[0].swap: unknown layout operation; expected one of: remove, move, reverse, reorder"#,
            """
            components:
              messageContentView:
                layout:
                  - swap: a
            """)
        assertError(
            #"m.yaml:4:29: components.messageContentView.newViews[0].kind: unknown kind "buton"; did you mean "button"?"#,
            """
            components:
              messageContentView:
                newViews:
                  - {name: share, kind: buton, container: bubbleContentContainer}
            """)
        assertError(
            #"m.yaml:4:16: components.messageContentView.newViews[0].name: messageContentView already has a view named "textView""#,
            """
            components:
              messageContentView:
                newViews:
                  - {name: textView, kind: label, container: mainContainer}
            """)
    }

    func testSetOnViewOverride() throws {
        let m = try ManifestLoader.load(
            paths: [],
            sets: [
                "components.messageBubbleView.cornerRadius=0",
                "components.avatarView.imageView.cornerRadius=3"
            ])
        let c = try m.makeComponents()
        guard case .number(0)? = c.viewOverrides["messageBubbleView"]?.properties["cornerRadius"],
            case .number(3)? = c.viewOverrides["avatarView"]?.subviews["imageView"]?.properties["cornerRadius"]
        else {
            return XCTFail("\(c.viewOverrides)")
        }
    }

    func testLayeredViewOverridesAppendLayout() throws {
        let s = Scratch()
        s.write(
            "base.yaml", "components:\n  messageContentView:\n    layout:\n      - reverse: bubbleThreadMetaContainer\n"
        )
        s.write(
            "top.yaml",
            "extends: base.yaml\ncomponents:\n  messageContentView:\n    layout:\n      - remove: authorAvatarSpacer\n")
        let m = try s.inside { try ManifestLoader.load(paths: ["top.yaml"]) }
        XCTAssertEqual(try m.makeComponents().viewOverrides["messageContentView"]?.layout.count, 2)
    }

    // MARK: - Schema

    func testSchemaMatchesNameLists() throws {
        let generated = ManifestSchema.generate()
        let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas").appendingPathComponent(
                ManifestSchema.fileName
            ).path
        if ProcessInfo.processInfo.environment["CHATSHOT_UPDATE_SCHEMA"] == "1" {
            try generated.write(toFile: schemaPath, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOfFile: schemaPath, encoding: .utf8)
        XCTAssertEqual(
            onDisk, generated,
            "Schemas/\(ManifestSchema.fileName) is out of date; run the tests with CHATSHOT_UPDATE_SCHEMA=1")

        // The schema is JSON and names every flag, palette, font and image name and every option.
        let json = try JSONSerialization.jsonObject(with: Data(onDisk.utf8)) as? [String: Any]
        let props = json?["properties"] as? [String: Any]
        let components = (props?["components"] as? [String: Any])?["properties"] as? [String: Any]
        for flag in Components.flagNames { XCTAssertNotNil(components?[flag], flag) }
        for slot in Components.viewSlotNames { XCTAssertNotNil(components?[slot], slot) }
        let appearance = (props?["appearance"] as? [String: Any])?["properties"] as? [String: Any]
        let palette = (appearance?["colorPalette"] as? [String: Any])?["properties"] as? [String: Any]
        for name in ColorPalette.names { XCTAssertNotNil(palette?[name], name) }
        let fonts = (appearance?["fonts"] as? [String: Any])?["properties"] as? [String: Any]
        for name in Fonts.names { XCTAssertNotNil(fonts?[name], name) }
        let images = (appearance?["images"] as? [String: Any])?["properties"] as? [String: Any]
        for name in Images.names { XCTAssertNotNil(images?[name], name) }
        for option in ChatMessageLayoutOptions.knownOptionNames {
            XCTAssertTrue(onDisk.contains("\"\(option)\""), option)
        }
    }
}

/// Every manifest and transcript shipped in Examples/ decodes without errors.
final class ExampleInputsTests: XCTestCase {
    static var examplesRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
    }

    static func files(_ accept: (String) -> Bool) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: examplesRoot.path) else { return [] }
        return e.compactMap { $0 as? String }.filter(accept).sorted().map { examplesRoot.path + "/" + $0 }
    }

    func testExampleManifestsValidate() throws {
        let manifests = Self.files { p in
            let name = (p as NSString).lastPathComponent
            let inManifests = p.contains("manifests/")
            return (name.hasPrefix("manifest") || inManifests) && (name.hasSuffix(".yaml") || name.hasSuffix(".json"))
        }
        for path in manifests {
            XCTAssertNoThrow(try ManifestLoader.load(paths: [path]).makeComponents(), path)
        }
    }

    func testExampleTranscriptsDecode() throws {
        let transcripts = Self.files { p in
            let name = (p as NSString).lastPathComponent
            return (p.contains("transcripts/") || name.hasPrefix("transcript"))
                && (name.hasSuffix(".json") || name.hasSuffix(".yaml"))
        }
        for path in transcripts {
            do {
                _ = try TranscriptLoader.load(path: path, currentUserId: nil)
            } catch let e as TranscriptError where e.message.hasPrefix("no current user") {
                continue  // the gallery passes --current-user for these
            } catch {
                XCTFail("\(error)")
            }
        }
    }
}

/// The docs show every key, and their manifest examples are valid.
final class DocsTests: XCTestCase {
    static func doc(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("docs").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testManifestDocNamesEveryFlagSlotAndKey() throws {
        let text = try Self.doc("manifest.md")
        for name in Components.flagNames + Components.viewSlotNames + ManifestValidator.appearanceKeys
            + ManifestValidator.legacyPaletteNames.keys.sorted() + Fonts.names
            + ChatMessageLayoutOptions.knownOptionNames
            + ManifestValidator.predicateNames + ManifestValidator.layoutOperationNames + ManifestValidator.newViewKeys
        {
            XCTAssertTrue(
                text.contains("`\(name)`") || text.contains(name + ":") || text.contains(name + ","),
                "docs/manifest.md does not mention \(name)")
        }
        for name in (Components.overridableProperties(forSlot: "messageContentView") ?? [:]).keys.sorted() {
            XCTAssertTrue(text.contains("`\(name)`"), "docs/manifest.md does not document the property \(name)")
        }
    }

    func testManifestDocExamplesValidate() throws {
        let text = try Self.doc("manifest.md")
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertGreaterThan(blocks.count, 10)
        for block in blocks
        where !block.contains("extends:") && !block.contains(".png") && !block.contains(".otf")
            && (block.contains("appearance:") || block.contains("components:"))
        {
            XCTAssertNoThrow(try ManifestLoader.parse(text: block, file: "docs/manifest.md"), block)
        }
    }

    func testTranscriptDocNamesEveryTopLevelKey() throws {
        let text = try Self.doc("transcript.md")
        for key in TranscriptLoader.channelStateKeys + TranscriptLoader.extensionKeys + TranscriptLoader.listKeys
            + TranscriptDecoder.composerKeys + LocalMessageState.allCases.map(\.rawValue)
        {
            XCTAssertTrue(text.contains("`\(key)`"), "docs/transcript.md does not mention \(key)")
        }
    }
}
