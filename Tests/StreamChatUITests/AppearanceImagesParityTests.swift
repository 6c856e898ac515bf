import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// `Appearance.Images` has the SDK's image names as properties, kept in the name-keyed store manifests set, and the
/// views chatshot draws read them from the appearance.
final class AppearanceImagesParityTests: XCTestCase {
    func testEverySDKNameHasADrawing() {
        let images = Images()
        for name in Images.names {
            XCTAssertNotNil(images[name], "\(name) has no drawing")
        }
        // A few of the SDK's names that were not there before.
        XCTAssertEqual(images.iconPdf.name, "file-pdf", "the SDK's iconPdf is chatshot's PDF drawing")
        XCTAssertNotNil(images.reactionThumgsUpSmall.image)
        XCTAssertNotNil(images.commandGiphyIcon.image)
    }

    func testPropertiesAndTheStoreAreOne() {
        let images = Images()
        let ban = images.commandBan
        images.reactionThumgsUpSmall = ban
        XCTAssertTrue(images["reactionThumgsUpSmall"] === ban)
        XCTAssertTrue(images.defaultReactions["like"]?.smallIcon === ban, "the reactions table reads the property")
        images["more"] = ban
        XCTAssertTrue(images.more === ban)
    }

    func testTablesFollowTheirImages() {
        let images = Images()
        XCTAssertTrue(images.commandIcons["giphy"] === images.commandGiphy)
        XCTAssertTrue(images.fileIconPreviews["pdf"] === images.iconPdf)
        XCTAssertTrue(images.fileAttachmentActionIcons[.uploadingFailed] === images.restart)
        XCTAssertEqual(Set(images.defaultReactions.keys), ["love", "haha", "like", "sad", "wow"])
        XCTAssertNotNil(images.fileIcons[.pdf])
        images.commandIcons = [:]
        XCTAssertTrue(images.commandIcons.isEmpty, "a table set by an app replaces the default")
    }

    func testTheComposerButtonsReadTheirImagesFromTheAppearance() {
        let appearance = Appearance()
        let camera = appearance.images.camera
        appearance.images.openAttachments = camera
        appearance.images.sendArrow = appearance.images.mic
        let root = _View()
        root.appearance = appearance
        root.components = Components()
        root.setUpIfNeeded()
        let composer = ComposerView()
        root.addSubview(composer)
        XCTAssertTrue(composer.attachmentButton.image(for: .normal) === camera)
        XCTAssertTrue(composer.sendButton.image(for: .normal) === appearance.images.mic)
    }

    func testTheReactionsBubbleDrawsTheAppearancesSmallIcon() throws {
        let m = Fixture.message("1", Fixture.ann, at: 0)
        m.reactionScores = ["like": 1]
        m.reactionCounts = ["like": 1]
        func pixels(_ appearance: Appearance) throws -> [Int] {
            let root = _View()
            root.appearance = appearance
            root.components = Components()
            root.setUpIfNeeded()
            let bubble = ChatReactionsBubbleView()
            root.addSubview(bubble)
            bubble.content = .init(message: m, isOutgoing: false)
            bubble.frame = CGRect(origin: .zero, size: bubble.intrinsicContentSize)
            bubble.layoutIfNeeded()
            let read = try MessageViewFixture.pixels(of: bubble)
            return (0..<Int(bubble.bounds.width)).flatMap { x in (0..<Int(bubble.bounds.height)).flatMap { read(x, $0) }
            }
        }
        let standard = try pixels(Appearance())
        let changed = Appearance()
        changed.images.reactionThumgsUpSmall = changed.images.reactionLoveSmall
        XCTAssertNotEqual(try pixels(changed), standard, "the bubble draws the icon the appearance gives")
    }
}
