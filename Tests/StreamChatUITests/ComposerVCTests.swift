import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

extension ComposerState {
    static let custom = ComposerState(rawValue: "custom")
}

extension ComposerVC.Content {
    /// The guide's `customState()`.
    mutating func customState() {
        self = .init(
            text: "", state: .custom, editingMessage: nil, quotingMessage: nil, threadMessage: self.threadMessage,
            attachments: self.attachments, command: nil)
    }
}

/// The guide's custom state composer.
final class CustomStateComposerVC: ComposerVC {
    override func updateContent() {
        super.updateContent()
        switch content.state {
        case .custom: composerView.titleLabel.text = "Custom State"
        default: break
        }
    }
}

final class ComposerVCTests: XCTestCase {
    func makeComposer(_ content: ComposerVC.Content, type: ComposerVC.Type = ComposerVC.self, width: Double = 360)
        -> ComposerVC
    {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let vc = type.init()
        root.addSubview(vc)
        vc.content = content
        let h = vc.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 0, width: width, height: h)
        vc.layoutIfNeeded()
        return vc
    }

    func testStatesAndCustomTitle() {
        let m = Fixture.message("m1", Fixture.ann, at: 0, text: "Original")
        XCTAssertEqual(
            makeComposer(.init(text: "Original", state: .edit, editingMessage: m)).composerView.titleLabel.text,
            "Edit Message")
        let quote = makeComposer(.init(state: .quote, quotingMessage: m))
        XCTAssertEqual(quote.composerView.titleLabel.text, "Reply to Message")
        XCTAssertFalse(quote.composerView.inputMessageView.quotedMessageView.isHidden)
        var content = ComposerVC.Content(text: "x")
        content.customState()
        let custom = makeComposer(content, type: CustomStateComposerVC.self)
        XCTAssertFalse(custom.composerView.headerView.isHidden)
        XCTAssertEqual(custom.composerView.titleLabel.text, "Custom State")
        XCTAssertTrue(makeComposer(.init()).composerView.headerView.isHidden)
    }

    func testPlaceholderOverride() {
        XCTAssertEqual(
            makeComposer(.init()).composerView.inputMessageView.textView.placeholderLabel.text, "Send a message")
        XCTAssertEqual(
            makeComposer(.init(placeholder: "Say hi")).composerView.inputMessageView.textView.placeholderLabel.text,
            "Say hi")
    }

    func testCommandPill() {
        let vc = makeComposer(.init(text: "cats", command: .init(name: "giphy", args: "[text]")))
        let pill = vc.composerView.inputMessageView.commandLabelView
        XCTAssertFalse(pill.isHidden)
        XCTAssertEqual(pill.nameLabel.text, "GIPHY")
        XCTAssertFalse(vc.composerView.inputMessageView.clearButton.isHidden)
    }

    func testMultilineGrowsUpTo120() {
        let one = makeComposer(.init(text: "One line"))
        XCTAssertEqual(one.frame.height, 56)
        let three = makeComposer(.init(text: "One\nTwo\nThree"))
        let tv3 = three.composerView.inputMessageView.textView
        XCTAssertGreaterThan(tv3.frame.height, 38)
        XCTAssertLessThan(tv3.frame.height, 120)
        let many = makeComposer(.init(text: (1...12).map { "Line \($0)" }.joined(separator: "\n")))
        XCTAssertEqual(many.composerView.inputMessageView.textView.frame.height, 120)
    }

    func testPendingAttachments() {
        let atts = [
            TranscriptAttachment(type: "image", title: "yoda.png", assetURL: "/nowhere/yoda.png"),
            TranscriptAttachment(type: "video", title: "clip.mp4"),
            TranscriptAttachment(type: "file", title: "yoda.txt", fileSize: 30),
            TranscriptAttachment(type: "file", title: "plans.pdf", fileSize: 1_200_000)
        ]
        let vc = makeComposer(.init(attachments: atts))
        let input = vc.composerView.inputMessageView
        XCTAssertFalse(input.attachmentsViewContainer.isHidden)
        let preview = vc.attachmentsVC
        XCTAssertEqual(preview.horizontalStackView.arrangedSubviews.count, 2)
        XCTAssertEqual(preview.verticalStackView.arrangedSubviews.count, 2)
        let thumb = preview.horizontalStackView.arrangedSubviews[0]
        XCTAssertEqual(thumb.frame.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(thumb.frame.minX, 8)
        let row = preview.verticalStackView.arrangedSubviews[0] as! FileAttachmentComposerPreview
        XCTAssertEqual(row.frame.height, 64)
        XCTAssertEqual(row.fileNameLabel.text, "yoda.txt")
        XCTAssertEqual(row.fileSizeLabel.text, "30 bytes")
        XCTAssertEqual(
            (preview.verticalStackView.arrangedSubviews[1] as! FileAttachmentComposerPreview).fileSizeLabel.text,
            "1.2 MB")
        // The file row spans the pill less 8 pt on each side.
        let inPill = input.container.convert(row.bounds, from: row)
        XCTAssertEqual(inPill.minX, 8)
        XCTAssertEqual(inPill.maxX, input.container.bounds.width - 8, accuracy: 0.5)
        // Thumbnails (8 + 100 + 8), 8 pt between the sections, and files (8 + 64 + 8 + 64 + 8) above the 38-pt text row.
        XCTAssertEqual(input.container.frame.height, 116 + 8 + 152 + 38, accuracy: 0.5)
        XCTAssertTrue(makeComposer(.init()).composerView.inputMessageView.attachmentsViewContainer.isHidden)
    }

    func testFileRowsScrollAfterThree() {
        let files = (1...5).map { TranscriptAttachment(type: "file", title: "f\($0).txt", fileSize: 30) }
        let vc = makeComposer(.init(attachments: files))
        XCTAssertEqual(vc.attachmentsVC.verticalScrollView.frame.height, 3 * 72 + 16)
    }
}
