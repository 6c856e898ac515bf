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

    /// `Components.inputTextView` makes the composer's text view (the demo app registers its own subclass).
    func testTheTextViewIsTheRegisteredClass() {
        final class AppTextView: InputTextView {}
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.components.inputTextView = AppTextView.self
        root.setUpIfNeeded()
        let vc = ComposerVC()
        root.addSubview(vc)
        vc.content = .init()
        XCTAssertTrue(vc.composerView.inputMessageView.textView is AppTextView)
        XCTAssertEqual(vc.composerView.inputMessageView.textView.placeholderLabel.text, "Send a message")
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
        let vc = makeComposer(.init(attachments: atts.map(AnyAttachmentPayload.init(transcriptAttachment:))))
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
        let vc = makeComposer(.init(attachments: files.map(AnyAttachmentPayload.init(transcriptAttachment:))))
        XCTAssertEqual(vc.attachmentsVC.verticalScrollView.frame.height, 3 * 72 + 16)
    }
}

extension ComposerVCTests {
    /// The links' ink in the input: the most common strongly blue colour of the text view's pixels, and how many
    /// of its lines have any (nil colour: no blue ink at all).
    private func linkInk(previews: Bool) throws -> (color: [UInt8]?, lines: Int) {
        let components = Components()
        components.isComposerLinkPreviewEnabled = previews
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()
        let vc = components.messageComposerVC.init()
        root.addSubview(vc)
        vc.channel = Fixture.channel()
        let text = "Some link: https://github.com/GetStream/stream-chat-swift Another one: www.google.com"
        vc.content = .init(text: text, linkPreview: ComposerLinkPreviewView.firstLink(in: text).map { .init(url: $0) })
        root.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
        let h = vc.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height
        vc.frame = CGRect(x: 0, y: 700 - h, width: 360, height: h)
        vc.layoutIfNeeded()
        let textView = vc.composerView.inputMessageView.textView
        let box = root.convert(CGRect(origin: .zero, size: textView.frame.size), from: textView)
        let canvas = try Canvas(width: 360, height: 700)
        root.render(in: canvas)
        let px = canvas.rgbaPixels()
        var counts: [[UInt8]: Int] = [:]
        var blueRows = Set<Int>()
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let i = (y * 360 + x) * 4
                let p = Array(px[i..<i + 3])
                guard p[2] > 200, p[0] < 60 else { continue }
                counts[p, default: 0] += 1
                blueRows.insert(y)
            }
        }
        // Lines of body text are about 22 pt apart: count the bands of rows with blue ink.
        var lines = 0
        var last = -100
        for y in blueRows.sorted() {
            if y - last > 4 { lines += 1 }
            last = y
        }
        return (counts.max { $0.value < $1.value }?.key, lines)
    }

    /// With composer link previews on, both links of `test_linkPreview_whenComposerLinkPreviewEnabled_thenHighlightsLinks`
    /// are drawn in textLink: ink #005FFF (the SDK's picture: #0061FF) on the three lines they cover ("https://github.com/",
    /// "GetStream/stream-chat-swift", "www.google.com"); off, no blue ink.
    func testLinksAreBlueWhenLinkPreviewsAreEnabled() throws {
        let on = try linkInk(previews: true)
        let color = try XCTUnwrap(on.color)
        XCTAssertEqual(Double(color[0]), 0x00, accuracy: 8)
        XCTAssertEqual(Double(color[1]), 0x5F, accuracy: 8)
        XCTAssertEqual(Double(color[2]), 0xFF, accuracy: 8)
        XCTAssertEqual(on.lines, 3)
        XCTAssertNil(try linkInk(previews: false).color)
    }
}
