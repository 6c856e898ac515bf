import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// An app's catalog: a subclass overriding the class method, registered in `Components.attachmentViewCatalog`.
final class AttachmentViewCatalogTests: XCTestCase {
    final class StickerInjector: AttachmentViewInjector {}

    final class AppCatalog: AttachmentViewCatalog {
        override class func attachmentViewInjectorClassFor(message: ChatMessage, components: Components)
            -> AttachmentViewInjector.Type?
        {
            if message.attachments.contains(where: { $0.type == "sticker" }) { return StickerInjector.self }
            return super.attachmentViewInjectorClassFor(message: message, components: components)
        }
    }

    func message(_ types: [String]) -> ChatMessage {
        let m = Fixture.message("1", Fixture.ann, at: 0)
        m.attachments = types.map { TranscriptAttachment(type: $0) }
        return m
    }

    func testTheRegisteredSubclassChoosesAndFallsBackToTheSDKs() {
        let components = Components()
        components.attachmentViewCatalog = AppCatalog.self
        let catalog = components.attachmentViewCatalog
        XCTAssertTrue(
            catalog.attachmentViewInjectorClassFor(message: message(["sticker"]), components: components)
                == StickerInjector.self)
        XCTAssertTrue(
            catalog.attachmentViewInjectorClassFor(message: message(["image"]), components: components)
                == GalleryAttachmentViewInjector.self)
    }

    func testTheInjectorSlotsOfComponentsAreWhatTheCatalogReturns() {
        final class AppGallery: GalleryAttachmentViewInjector {}
        let components = Components()
        components.galleryAttachmentInjector = AppGallery.self
        XCTAssertTrue(
            AttachmentViewCatalog.attachmentViewInjectorClassFor(message: message(["image"]), components: components)
                == AppGallery.self)
    }

    func testTheMessageListUsesTheRegisteredCatalog() {
        let components = Components()
        components.attachmentViewCatalog = AppCatalog.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let list = ChatMessageListView()
        root.addSubview(list)
        let sticker = message(["sticker"])
        list.content = .init(
            messages: [sticker],
            context: MessageListContext(
                channel: Fixture.channel(messages: [sticker]), currentUser: Fixture.me, now: Fixture.t0,
                timeZone: TimeZone(identifier: "UTC")!))
        list.frame = CGRect(x: 0, y: 0, width: 360, height: 400)
        list.layoutIfNeeded()
        XCTAssertEqual(list.cells.count, 1)
        XCTAssertTrue(list.cells.first?.messageContentView?.attachmentViewInjectorType == StickerInjector.self)
    }
}
