import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Geometry measured in the SDK's own pictures (`ChatMessageContentView_Tests`, `ChatChannelVC_Tests`, 360 pt wide)
/// and fixed in chatshot by putting the two side by side (see `Examples/snapshots/README.md`).
final class ChatMessageContentViewParityTests: XCTestCase {
    private func quoted(_ author: ChatUser, _ text: String = "Thought to be quoted.") -> ChatMessage {
        Fixture.message("q", author, at: -60, text: text)
    }

    /// `test_appearance.default-light-avatar-bubble-quotedMessage-text-timestamp.png`: the quote box starts 8 pt inside
    /// the bubble, its text lines are 20 pt apart (a 2-line box is 56 pt tall), and the message text starts 16 pt below.
    func testQuotedMessageBoxAndTextSpacing() throws {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "Some long text goes here.")
        m.quotedMessage = quoted(Fixture.me)
        let v = Fixture.contentView(options: [.avatar, .bubble, .quotedMessage, .text, .timestamp], message: m)
        let quote = try XCTUnwrap(v.quotedMessageView)
        let box = v.convert(quote.contentContainer.bounds, from: quote.contentContainer)
        let bubble = v.bubbleFrame
        XCTAssertEqual(box.minX, bubble.minX + 8)
        XCTAssertEqual(box.minY, bubble.minY + 8)
        let lines = (quote.textView.textLayout(width: box.width - 16)?.lineCount ?? 0)
        XCTAssertEqual(box.height, 16 + 20 * Double(lines), accuracy: 0.5, "8 + 20 per line + 8")
        let text = try XCTUnwrap(v.textView)
        let t = v.convert(text.bounds, from: text)
        XCTAssertEqual(t.minY, box.maxY + 16, accuracy: 0.5, "the text follows 16 pt below the quote box")
        XCTAssertEqual(bubble.maxY, t.maxY + 8, accuracy: 0.5)
    }

    /// `…avatar-bubble-quotedMessage-text-timestamp.png`: the quote box fills the bubble beside the 24-pt avatar
    /// (145 pt in the SDK's 193-pt bubble: 8 + box + 8 + 24 + 8); it used to hug its text (117 pt).
    func testQuoteBoxFillsTheBubble() throws {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "Some long text goes here.")
        m.quotedMessage = quoted(Fixture.me)
        let v = Fixture.contentView(options: [.avatar, .bubble, .quotedMessage, .text, .timestamp], message: m)
        let quote = try XCTUnwrap(v.quotedMessageView)
        let box = v.convert(quote.contentContainer.bounds, from: quote.contentContainer)
        let avatar = v.convert(quote.authorAvatarView.bounds, from: quote.authorAvatarView)
        let bubble = v.bubbleFrame
        XCTAssertEqual(box.minX, bubble.minX + 8)
        XCTAssertEqual(avatar.minX, box.maxX + 8)
        XCTAssertEqual(avatar.maxX, bubble.maxX - 8)
    }

    /// A one-line quote box is 36 pt tall (the SDK's 52-pt QuotedChatMessageView canvas minus its 8-pt margins).
    func testOneLineQuoteBoxIs36PointsTall() throws {
        let m = Fixture.message("1", Fixture.me, at: 0, text: "Reply")
        m.quotedMessage = quoted(Fixture.ann, "Hello")
        let v = Fixture.contentView(options: [.bubble, .flipped, .quotedMessage, .text, .timestamp], message: m)
        let quote = try XCTUnwrap(v.quotedMessageView)
        XCTAssertEqual(quote.contentContainer.frame.height, 36, accuracy: 0.5)
    }

    /// The quoted author's avatar (24 pt) is laid out on its side even without an image (it draws the placeholder).
    func testQuotedAuthorAvatarWithoutImageIsLaidOut() throws {
        let m = Fixture.message("1", Fixture.me, at: 0, text: "Reply")
        m.quotedMessage = quoted(Fixture.ann, "Hello")
        let v = Fixture.contentView(options: [.bubble, .flipped, .quotedMessage, .text, .timestamp], message: m)
        let quote = try XCTUnwrap(v.quotedMessageView)
        let avatar = quote.authorAvatarView
        let a = v.convert(avatar.bounds, from: avatar)
        XCTAssertEqual(a.width, 24)
        XCTAssertEqual(a.height, 24)
        XCTAssertEqual(
            avatar.imageView.frame.size, CGSize(width: 24, height: 24), "the image view keeps its constraints")
        let box = v.convert(quote.contentContainer.bounds, from: quote.contentContainer)
        XCTAssertLessThan(a.maxX, box.minX, "someone else's quote: the avatar leads")
        XCTAssertEqual(a.maxY, box.maxY, accuracy: 0.5, "bottom-aligned with the box")
    }

    /// `…errorIndicator-flipped…png`: a 16-pt disc centred on the bubble's trailing edge, 11 pt above its bottom
    /// (the SDK's ≈18×22 button with −9 pt spacing); the bubble ends at 343.
    func testErrorIndicatorOverlapsTheBubbleCorner() throws {
        let m = Fixture.message("1", Fixture.me, at: 0, text: "Hello")
        m.localState = .syncingFailed
        let v = Fixture.contentView(options: [.bubble, .errorIndicator, .flipped, .text, .timestamp], message: m)
        let bubble = v.bubbleFrame
        XCTAssertEqual(bubble.maxX, 343, accuracy: 0.5)
        let icon = try XCTUnwrap(v.errorIndicatorView)
        XCTAssertEqual(icon.frame.width, 16)
        XCTAssertEqual(icon.frame.midX, bubble.maxX, accuracy: 0.5)
        XCTAssertEqual(icon.frame.midY, bubble.maxY - 11, accuracy: 0.5)
        let ts = try XCTUnwrap(v.timestampLabel)
        XCTAssertEqual(
            v.convert(ts.bounds, from: ts).maxX, bubble.maxX, accuracy: 0.5, "the footnote stays under the bubble")
    }

    /// `test_appearanceForSystemMessage.default-light.png`: a system message row is 40 pt (caption1's 16-pt line).
    func testSystemMessageRowIs40PointsTall() {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "Some member was added", type: .system)
        let v = Fixture.contentView(options: [.text, .centered], message: m)
        XCTAssertEqual(v.bounds.height, 40)
    }

    /// `ChatChannelVC_Tests/test_onlyEmojiMessageAppearance_whenQuotingMessage`: emoji-only text keeps the 50-pt
    /// font inside the bubble a quote brings.
    func testJumbomojiWithQuoteKeepsTheEmojiFont() throws {
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "🚀")
        m.quotedMessage = quoted(Fixture.bob, "Hello")
        let v = Fixture.contentView(options: [.avatar, .bubble, .quotedMessage, .text, .timestamp], message: m)
        XCTAssertEqual(try XCTUnwrap(v.textView).font.pointSize, 50)
    }

    /// The same picture: the bubble of "👍🏻💯" under a one-line quote is 133 pt tall (the 50-pt emoji line takes
    /// Apple Color Emoji's room, 66 pt; it was 127, then 134 with a 66.5-pt line) and the quote box ends 8 pt above
    /// the text. Both bubbles of the picture are 133 pt (483…616 and 256…389).
    func testJumbomojiLineIsAsTallAsTheSDKs() throws {
        for (author, text) in [(Fixture.ann, "👍🏻💯"), (Fixture.me, "🚀")] {
            let m = Fixture.message("1", author, at: 0, text: text)
            m.quotedMessage = quoted(Fixture.bob, "Hello")
            let v = Fixture.contentView(options: [.avatar, .bubble, .quotedMessage, .text, .timestamp], message: m)
            XCTAssertEqual(v.bubbleFrame.height, 133, text)
        }
    }

    /// `test_appearance_whenMessageHasLink*.png`: the preview's title and text line up with the message text,
    /// 8 pt inside the image's edges.
    func testLinkPreviewTextIsInsetFromTheImage() throws {
        let preview = ChatMessageLinkPreviewView()
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        root.addSubview(preview)
        preview.content = .init(
            image: nil, hasImage: true, authorName: "Stream", title: "Chat API Documentation",
            text: "Stream, scalable news feeds and activity streams as a service.")
        let size = preview.sizeThatFits(CGSize(width: 238, height: CGFloat.infinity))
        preview.frame = CGRect(x: 0, y: 0, width: 238, height: size.height)
        preview.layoutIfNeeded()
        XCTAssertEqual(preview.titleLabel.frame.minX, 8)
        XCTAssertEqual(preview.titleLabel.frame.width, 222)
        XCTAssertEqual(preview.bodyLabel.frame.minX, 8)
        XCTAssertEqual(preview.bodyLabel.frame.width, 222)
    }
}
