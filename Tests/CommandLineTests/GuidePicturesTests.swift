import Foundation
import XCTest

/// The SDK's five guides, drawn by `chatshot docs` from their own code: the guides (`$CHATSHOT_GUIDES_DIR`, else
/// `../shared/guides`, read and never copied into the project) are copied into a temporary folder, a directive is
/// added next to each of their pictures that chatshot can draw (`GuideAnnotations`), and `chatshot docs --write`
/// then `--check` run over the copies. The guides' Swift blocks run unchanged; only the transcript (the guides show
/// no conversation's data) and the picture's file come from the annotation. The test prints the count that
/// docs/docs-command.md records, and fails when it changes.
final class GuidePicturesTests: ChatShotProcessTestCase {
    static var guidesFolder: URL {
        if let explicit = ProcessInfo.processInfo.environment["CHATSHOT_GUIDES_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return root.appendingPathComponent("../shared/guides").standardizedFileURL
    }

    func testTheGuidesPicturesAreDrawnFromTheGuidesOwnCode() throws {
        let guides = ((try? FileManager.default.contentsOfDirectory(atPath: Self.guidesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".md") }
        guard guides.contains("message.md") else {
            throw XCTSkip("no guides in \(Self.guidesFolder.path) (set CHATSHOT_GUIDES_DIR)")
        }
        let folder = tmp.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The transcripts the directives name, beside the copies.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("transcripts"),
            withDestinationURL: Self.root.appendingPathComponent("Examples/transcripts"))
        var annotated = 0
        for guide in guides.sorted() {
            let text = try String(contentsOf: Self.guidesFolder.appendingPathComponent(guide), encoding: .utf8)
            let (copy, added) = try GuideAnnotations.annotate(text, guide: guide)
            try copy.write(to: folder.appendingPathComponent(guide), atomically: true, encoding: .utf8)
            annotated += added
        }
        XCTAssertEqual(annotated, GuideAnnotations.pictures.count, "every annotation found its picture")

        setenv("CHATSHOT_CACHE", tmp.appendingPathComponent("cache").path, 1)
        defer { unsetenv("CHATSHOT_CACHE") }
        let write = try run(["docs", folder.path, "--write", "--quiet", "--png-compression", "fast"])
        XCTAssertEqual(write.status, 0, write.stderr)
        let check = try run(["docs", folder.path, "--check", "--force", "--quiet"])
        XCTAssertEqual(check.status, 0, check.stderr)

        let images = folder.appendingPathComponent("images")
        let drawn = GuideAnnotations.pictures.filter {
            FileManager.default.fileExists(atPath: images.appendingPathComponent($0.name + ".png").path)
        }
        let fromCode = drawn.filter { !$0.blocks.isEmpty }
        let total = GuideAnnotations.guidePictureCount
        print(
            "guide pictures: \(total); drawn by chatshot docs: \(drawn.count) — \(fromCode.count) from the guides' own "
                + "Swift blocks, unchanged, and \(drawn.count - fromCode.count) of the SDK's default look")
        XCTAssertEqual(drawn.count, GuideAnnotations.pictures.count)
        // A picture of the guide's code differs from the default look drawn from the same conversation.
        for picture in fromCode {
            guard
                let plain = drawn.first(where: {
                    $0.blocks.isEmpty && $0.guide == picture.guide && $0.transcript == picture.transcript
                        && $0.extra == picture.extra
                })
            else { continue }
            XCTAssertNotEqual(
                try Data(contentsOf: images.appendingPathComponent(picture.name + ".png")),
                try Data(contentsOf: images.appendingPathComponent(plain.name + ".png")),
                "\(picture.name) draws what \(plain.name) draws: the guide's code changed nothing")
        }
        // CHATSHOT_GUIDE_PICTURES=DIR keeps the pictures, to look at them.
        if let keep = ProcessInfo.processInfo.environment["CHATSHOT_GUIDE_PICTURES"], !keep.isEmpty {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: images.path, toPath: keep)
        }
        XCTAssertEqual(fromCode.count, 13, "the guides' pictures drawn from their own code")
    }
}

/// Which of the guides' pictures chatshot draws, and from what: our notes (never the guides' text). A picture names
/// the guide, the file name of the guide's own picture (the line holding it gets the directive in front), the
/// guide's Swift blocks that draw it (1 = the guide's first ```swift block; none: the SDK's default look, a guide's
/// "before"), and the transcript and screen that stand for the conversation the guide's picture shows.
enum GuideAnnotations {
    struct Picture {
        let guide: String
        /// The guide's picture's file name.
        let image: String
        /// The file the directive writes (`images/NAME.png`).
        let name: String
        /// The guide's ```swift blocks that draw it, by their order among the guide's Swift blocks.
        let blocks: [Int]
        let transcript: String
        var extra = ""
        /// Which image on the line, when the guide's line holds the same file twice.
        var occurrence = 1
    }

    /// Every picture of the five guides (image references and <img> tags): 40.
    static let guidePictureCount = 40

    static let pictures: [Picture] = [
        // customizing-ui-components.md. Not drawn: pink-tint (a SceneDelegate sets the window's tint; no set-up
        // code), custom-unread-count (its block 7 has a stray backtick and does not parse).
        .init(
            guide: "customizing-ui-components.md", image: "blue-tint.png", name: "ui-blue-tint", blocks: [],
            transcript: "tinted.json"),
        .init(
            guide: "customizing-ui-components.md", image: "default-appearance.png", name: "ui-default-appearance",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "customizing-ui-components.md", image: "adjusted-appearance.png", name: "ui-adjusted-appearance",
            blocks: [2], transcript: "group-chat.json"),
        .init(
            guide: "customizing-ui-components.md", image: "default-send-button.png", name: "ui-default-send-button",
            blocks: [], transcript: "tinted.json"),
        .init(
            guide: "customizing-ui-components.md", image: "custom-send-button.png", name: "ui-custom-send-button",
            blocks: [3], transcript: "tinted.json"),
        .init(
            guide: "customizing-ui-components.md", image: "default-avatars.png", name: "ui-default-avatars",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "customizing-ui-components.md", image: "rect-avatars.png", name: "ui-rect-avatars", blocks: [4],
            transcript: "group-chat.json"),
        .init(
            guide: "customizing-ui-components.md", image: "default-unread-count.png", name: "ui-default-unread-count",
            blocks: [], transcript: "channel-list.json", extra: "screen=channel-list"),
        // message.md. Not drawn: the thread replies counter's pictures (block 9 is `true | false`, and block 10's
        // subclass is never registered in Components), and two diagrams of the content view's layout.
        .init(
            guide: "message.md", image: "message-basic-customization-before.png", name: "message-bubble-before",
            blocks: [], transcript: "one-to-one.json"),
        .init(
            guide: "message.md", image: "message-basic-customization-after.png", name: "message-bubble-after",
            blocks: [2], transcript: "one-to-one.json"),
        .init(
            guide: "message.md", image: "message-basic-resolver-before.png", name: "message-resolver-before",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "message.md", image: "message-basic-resolver-after.png", name: "message-resolver-after",
            blocks: [4], transcript: "group-chat.json"),
        .init(
            guide: "message.md", image: "message-list-date-separator-overlay.png", name: "message-date-overlay",
            blocks: [], transcript: "group-chat.json", extra: "scrolling=true"),
        .init(
            guide: "message.md", image: "message-list-date-separator-static.png", name: "message-date-static",
            blocks: [7], transcript: "group-chat.json", extra: "scrolling=true"),
        .init(
            guide: "message.md", image: "message-list-date-separator-static.png", name: "message-date-static-2",
            blocks: [7], transcript: "group-chat.json", occurrence: 2),
        .init(
            guide: "message.md", image: "message-list-date-separator-custom.png", name: "message-date-custom",
            blocks: [7, 8], transcript: "group-chat.json"),
        .init(
            guide: "message.md", image: "message-restructure-layout-before.png", name: "message-restructure-before",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "message.md", image: "message-restructure-layout-after.png", name: "message-restructure-after",
            blocks: [13], transcript: "group-chat.json"),
        .init(
            guide: "message.md", image: "message-advanced-new-button-before.png", name: "message-new-button-before",
            blocks: [], transcript: "attachments.json"),
        .init(
            guide: "message.md", image: "message-advanced-new-button-after.png", name: "message-new-button-after",
            blocks: [18], transcript: "attachments.json"),
        // working-with-messagelist-layout.md. Not drawn: two annotated diagrams.
        .init(
            guide: "working-with-messagelist-layout.md", image: "message-layout-default.png", name: "layout-default",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "working-with-messagelist-layout.md", image: "message-layout-squared-avatar.png",
            name: "layout-square-avatars", blocks: [2], transcript: "group-chat.json"),
        .init(
            guide: "working-with-messagelist-layout.md", image: "messagelist-layout-custom.png",
            name: "layout-custom", blocks: [5], transcript: "group-chat.json"),
        .init(
            guide: "working-with-messagelist-layout.md", image: "messagelist-layout-custom-final.png",
            name: "layout-custom-final", blocks: [5], transcript: "group-chat.json"),
        // working-with-the-composer.md: its blocks subclass the composer but never register a subclass in
        // Components, so no picture of a customized composer comes from its code; the SDK's states it shows do.
        .init(
            guide: "working-with-the-composer.md", image: "composer-suggestionsVC-before.png",
            name: "composer-suggestions-before", blocks: [], transcript: "composer-mention.json"),
        .init(
            guide: "working-with-the-composer.md", image: "composer-ui-state-new.png", name: "composer-state-new",
            blocks: [], transcript: "group-chat.json"),
        .init(
            guide: "working-with-the-composer.md", image: "composer-ui-state-edit.png", name: "composer-state-edit",
            blocks: [], transcript: "composer-edit.json"),
        .init(
            guide: "working-with-the-composer.md", image: "composer-ui-state-quote.png", name: "composer-state-quote",
            blocks: [], transcript: "composer-quote.json")
    ]

    /// The guide with a directive on a line of its own before each annotated picture's line; how many were added.
    /// A picture's Swift blocks become `block:N` (the guide's fenced blocks counted as `chatshot docs` counts them).
    static func annotate(_ text: String, guide: String) throws -> (String, Int) {
        var lines = text.components(separatedBy: "\n")
        // The line of each fenced block's opening fence, in order, and which of them are Swift.
        var fences: [(line: Int, swift: Bool)] = []
        var open: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let fence = open {
                if trimmed.hasPrefix(fence) && trimmed.allSatisfy({ $0 == fence.first }) { open = nil }
                continue
            }
            guard line.prefix(while: { $0 == " " }).count <= 3, trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
            else { continue }
            let fence = String(trimmed.prefix { $0 == trimmed.first })
            guard fence.count >= 3 else { continue }
            open = fence
            fences.append((index, trimmed.dropFirst(fence.count).hasPrefix("swift")))
        }
        let swiftNumbers = fences.enumerated().filter { $0.element.swift }.map { $0.offset + 1 }
        var inserts: [(line: Int, text: String)] = []
        for picture in pictures where picture.guide == guide {
            var seen = 0
            guard
                let line = lines.firstIndex(where: { line in
                    guard line.contains("/" + picture.image) else { return false }
                    seen += line.components(separatedBy: "/" + picture.image).count - 1
                    return seen >= picture.occurrence
                })
            else { throw GuideAnnotationError(message: "\(guide): no picture \(picture.image)") }
            let after =
                picture.blocks.isEmpty
                ? "none"
                : picture.blocks.map { "block:\(swiftNumbers[$0 - 1])" }
                    .joined(separator: ",")
            inserts.append(
                (
                    line,
                    "<!-- chatshot: shot transcript=transcripts/\(picture.transcript) after=\(after) scale=1 "
                        + "\(picture.extra) image=images/\(picture.name).png -->"
                ))
        }
        for insert in inserts.sorted(by: { $0.line > $1.line }) { lines.insert(insert.text, at: insert.line) }
        return (lines.joined(separator: "\n"), inserts.count)
    }

    struct GuideAnnotationError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
