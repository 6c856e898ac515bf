import ChatShotKit
import Foundation
import UIKit
import XCTest

@testable import GuideCustomizations

/// Each guide customization written in Swift (a subclass registered in Components) must draw exactly the same
/// pixels as the same customization written as a manifest.
final class SwiftAndManifestVariantsTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    override class func setUp() {
        super.setUp()
        GuideCustomizations.registerAll()
    }

    private func assertSamePixels(
        _ example: String, transcript: String = "group-chat.json", screen: Shot.Screen = .channel,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let t = Self.examples.appendingPathComponent("transcripts/\(transcript)").path
        let manifest = Self.examples.appendingPathComponent("customizations/\(example)/manifest.yaml").path
        for style in UIUserInterfaceStyle.allCases {
            let canvas = Shot.Display(scale: 2, style: style)
            let viaManifest = try renderPNG(
                Shot(transcript: t, look: .init(manifests: [manifest]), screen: screen, display: canvas))
            let viaSwift = try renderPNG(
                Shot(transcript: t, look: .init(customizations: [example]), screen: screen, display: canvas))
            let plain = try renderPNG(Shot(transcript: t, screen: screen, display: canvas))
            XCTAssertEqual(
                viaManifest, viaSwift, "\(example) (\(style)): Swift and manifest variants differ", file: file,
                line: line)
            XCTAssertNotEqual(
                viaSwift, plain, "\(example) (\(style)): the customization changed nothing", file: file, line: line)
        }
    }

    func testBrandColor() throws { try assertSamePixels("brand-color") }
    func testColorsAndFonts() throws { try assertSamePixels("colors-and-fonts") }
    func testImageAssets() throws { try assertSamePixels("image-assets") }
    func testCustomAvatar() throws { try assertSamePixels("custom-avatar") }
    func testSquaredBubble() throws { try assertSamePixels("squared-bubble") }
    func testLayoutOptionsResolver() throws { try assertSamePixels("layout-options-resolver") }
    func testCustomDateSeparator() throws { try assertSamePixels("date-separator-custom") }
    func testRestructuredLayout() throws { try assertSamePixels("restructured-layout") }
    func testIMessageComposer() throws { try assertSamePixels("imessage-composer") }
    func testThreadRepliesCounterCustom() throws {
        try assertSamePixels("thread-replies-counter-custom", transcript: "thread.yaml", screen: .thread)
    }
    func testShareAttachmentsButton() throws {
        try assertSamePixels("share-attachments-button", transcript: "attachments.json")
    }
    func testComposerEmojiButton() throws { try assertSamePixels("composer-emoji-button") }
    func testSuggestionSymbols() throws {
        try assertSamePixels("suggestion-symbols", transcript: "composer-mention-custom-symbol.json")
    }
    func testSuggestionsVCCustom() throws {
        try assertSamePixels("suggestions-vc-custom", transcript: "composer-mention.json")
    }
    func testDisabledSuggestions() throws {
        try assertSamePixels("disabled-suggestions", transcript: "composer-mention.json")
    }
    func testCustomComposerState() throws {
        try assertSamePixels("custom-composer-state", transcript: "composer-custom-state.json")
    }
    func testIMessageUnreadDot() throws {
        try assertSamePixels("imessage-unread-dot", transcript: "channel-list.json", screen: .channelList)
    }

    func testUnknownSwiftCustomizationIsBadInput() {
        let r = Shot(
            transcript: Self.examples.appendingPathComponent("transcripts/group-chat.json").path,
            look: .init(customizations: ["no-such-thing"]))
        XCTAssertThrowsError(try renderPNG(r)) { error in
            XCTAssertTrue("\(error)".contains("no-such-thing"))
        }
    }
}
