import ChatCanvas
import UIKit
import XCTest

@testable import StreamChatUI

/// `Appearance.copy(from:)` and `Components.copy(from:)`: how a render takes the look an app's set-up left in the
/// defaults. Every stored property is copied (the lists are checked against the classes' own stored properties),
/// and a copy is what the original is.
final class AppearanceCopyTests: XCTestCase {
    /// The stored properties of an instance, as Swift lays them out (a property wrapper's storage without its `_`).
    func storedNames(_ value: Any, ignoring: Set<String> = []) -> Set<String> {
        Set(
            Mirror(reflecting: value).children.compactMap { child -> String? in
                guard var label = child.label else { return nil }
                if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                if label.hasPrefix("_") { label.removeFirst() }
                return ignoring.contains(label) ? nil : label
            })
    }

    func testEveryStoredPropertyIsCopied() {
        XCTAssertEqual(
            storedNames(Components(), ignoring: ["namedBoxes"]), Set(Components.storedProperties.map(\.name)))
        XCTAssertEqual(
            storedNames(ColorPalette(), ignoring: ["namedBoxes"]), Set(ColorPalette.storedProperties.map(\.name)))
        XCTAssertEqual(storedNames(Fonts()), Set(Fonts.storedProperties.map(\.name)))
        XCTAssertEqual(
            storedNames(Images()),
            [
                "storage", "availableEmojis", "defaultReactions", "availableReactionPushEmojis",
                "availableMessagesReactionEmojis", "fileIcons", "fileAttachmentActionIcons",
                "fileAttachmentDownloadActionIcons", "commandIcons", "fileIconPreviews"
            ], "Images.copy(from:) copies these")
        XCTAssertEqual(
            storedNames(Appearance()),
            [
                "colorPalette", "fonts", "images", "tintColor", "formatters", "contentSizeCategory",
                "localizationProvider"
            ])
    }

    func testACopyHasTheAppsColoursSlotsImagesAndChangedFontsOnly() {
        let app = Appearance()
        app.colorPalette.background6 = .systemPink
        app.colorPalette.navigationBarBackground = .systemTeal
        app.fonts.body = UIFont.systemFont(ofSize: 30)
        app.images.openAttachments = UIImage(systemName: "camera.fill")!
        app.tintColor = .systemGreen
        let appComponents = Components()
        appComponents.messageBubbleView = SquareBubble.self
        appComponents.isVoiceRecordingEnabled = true
        appComponents.channelVC = SubclassedChannelVC.self

        let render = Appearance(contentSizeCategory: .extraSmall)
        render.copy(from: app)
        XCTAssertEqual(render.colorPalette.background6, .systemPink)
        XCTAssertEqual(render.colorPalette.navigationBarBackground, .systemTeal)
        XCTAssertEqual(render.fonts.body, UIFont.systemFont(ofSize: 30), "a font the app changed")
        XCTAssertEqual(
            render.fonts.footnote, Fonts(contentSize: .extraSmall).footnote, "a font it did not keeps the content size")
        XCTAssertTrue(render.images.openAttachments === app.images.openAttachments)
        XCTAssertEqual(render.tintColor, .systemGreen)

        let components = Components()
        components.copy(from: appComponents)
        XCTAssertTrue(components.messageBubbleView == SquareBubble.self)
        XCTAssertTrue(components.isVoiceRecordingEnabled)
        XCTAssertTrue(components.channelVC == SubclassedChannelVC.self)
    }
}

private final class SquareBubble: ChatMessageBubbleView {}
private final class SubclassedChannelVC: ChatChannelVC {}
