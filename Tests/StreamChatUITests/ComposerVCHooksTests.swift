import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The SDK's open update steps of `ComposerVC` and its attachment API, as an app's subclass uses them
/// (YouTubeClone's livestream composer hides the record button and adds files through `addAttachmentToContent`).
final class ComposerVCHooksTests: XCTestCase {
    private var roots: [UIView] = []

    private final class NoRecordButtonComposerVC: ComposerVC {
        override func updateRecordButtonVisibility() { composerView.recordButton.isHidden = true }
    }

    private func composer(_ type: ComposerVC.Type, components: Components = Components()) -> ComposerVC {
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        roots.append(root)
        let vc = type.init()
        root.addSubview(vc)
        vc.channel = Fixture.channel()
        vc.currentUserId = Fixture.me.id
        root.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        return vc
    }

    private func layOut(_ vc: ComposerVC) {
        let h = vc.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 700 - h, width: 360, height: h)
        vc.layoutIfNeeded()
    }

    func testAnOverriddenUpdateStepDecidesWhatShows() {
        let components = Components()
        components.isVoiceRecordingEnabled = true
        let plain = composer(ComposerVC.self, components: components)
        layOut(plain)
        XCTAssertFalse(plain.composerView.recordButton.isHidden, "the mic stands in for the send button")
        XCTAssertTrue(plain.composerView.recordButton.superview === plain.composerView.trailingContainer)
        let custom = composer(NoRecordButtonComposerVC.self, components: components)
        layOut(custom)
        XCTAssertTrue(custom.composerView.recordButton.isHidden, "the subclass's step runs in updateContent()")
        XCTAssertTrue(custom.voiceRecordingVC.recordButton === custom.composerView.recordButton)
    }

    func testAddAttachmentToContentShowsTheFileInThePreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("composer-hooks-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plans.pdf")
        try Data(count: 2048).write(to: file)
        let vc = composer(ComposerVC.self)
        try vc.addAttachmentToContent(from: file, type: .file)
        layOut(vc)
        XCTAssertEqual(vc.content.attachments.map(\.type), [.file])
        XCTAssertEqual(vc.content.attachments.first?.localFileURL, file)
        XCTAssertEqual(vc.attachmentsVC.content.map(\.title), ["plans.pdf"])
        XCTAssertEqual(vc.attachmentsVC.content.first?.fileSize, 2048)
        XCTAssertFalse(vc.composerView.inputMessageView.attachmentsViewContainer.isHidden)
        XCTAssertFalse(vc.content.isEmpty, "an attachment is something to send")
        XCTAssertThrowsError(
            try vc.addAttachmentToContent(from: folder.appendingPathComponent("gone.pdf"), type: .file))
    }

    func testPublishMessageEmptiesTheComposer() {
        let vc = composer(ComposerVC.self)
        vc.content = .init(text: "Hello")
        vc.publishMessage(sender: vc.composerView.sendButton)
        XCTAssertEqual(vc.content.text, "")
        XCTAssertTrue(vc.content.isEmpty)
    }

    func testPayloadsDrawWhatTheyCarry() {
        let image = AnyAttachmentPayload(
            payload: ImageAttachmentPayload(
                title: "cat.jpg", imageRemoteURL: URL(string: "https://example.com/cat.jpg")!))
        XCTAssertEqual(image.type, .image)
        XCTAssertEqual(image.transcriptAttachment.imageURL, "https://example.com/cat.jpg")
        XCTAssertEqual(image.transcriptAttachment.title, "cat.jpg")
    }
}
