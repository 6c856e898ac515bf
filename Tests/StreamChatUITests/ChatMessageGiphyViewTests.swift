import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class ChatMessageGiphyViewTests: XCTestCase {
    /// The current user's `/giphy` preview of a remote giphy (never fetched), as in the SDK's channel picture.
    func ephemeralGiphy() throws -> (ChatMessageContentView, ChatMessageInteractiveAttachmentView) {
        let m = Fixture.message("b", Fixture.me, at: 0, text: "/giphy hello", type: .ephemeral)
        m.attachments = [
            TranscriptAttachment(
                type: "giphy", title: "hello", thumbURL: "https://media.giphy.com/media/hello/giphy.gif")
        ]
        let v = MessageViewFixture.contentView(m)
        let giphy = try XCTUnwrap(v.attachmentViewInjector as? GiphyAttachmentViewInjector)
        XCTAssertTrue(giphy.isInteractive)
        return (v, giphy.interactiveAttachmentView)
    }

    /// No grey box and no image glyph: the bubble's light blue shows through, with a 16-pt spinner in the middle.
    func testLoadingGiphyIsClearWithASpinnerInTheMiddle() throws {
        let (v, interactive) = try ephemeralGiphy()
        let preview = interactive.preview
        XCTAssertNil(preview.content)
        XCTAssertFalse(preview.loadingIndicator.isHidden)
        let spinner = preview.loadingIndicator.frame
        XCTAssertEqual(spinner.size, CGSize(width: 16, height: 16))
        XCTAssertEqual(spinner.midX, preview.bounds.midX, accuracy: 0.5)
        XCTAssertEqual(spinner.midY, preview.bounds.midY, accuracy: 0.5)
        let f = v.convert(preview.bounds, from: preview)
        let px = try MessageViewFixture.pixels(of: v)
        let bubble = v.resolve(v.appearance.colorPalette.chatBackgroundOutgoing)
        // A quarter of the way across and down: where the grey placeholder (and its glyph, at the centre) was.
        for (x, y) in [(f.minX + f.width / 4, f.minY + f.height / 4), (f.midX, f.midY - 14)] {
            let got = px(Int(x), Int(y))
            XCTAssertEqual(got[0], Int((bubble.red * 255).rounded()), accuracy: 2)
            XCTAssertEqual(got[1], Int((bubble.green * 255).rounded()), accuracy: 2)
            XCTAssertEqual(got[2], Int((bubble.blue * 255).rounded()), accuracy: 2)
        }
        // A giphy with its picture shows no spinner.
        preview.content = StubImageLoader().image
        XCTAssertTrue(preview.loadingIndicator.isHidden)
    }

    /// The spinner is the SDK's `loading_indicator` image at rotation 0: an arc 3 pt thick from the top clockwise to
    /// the lower left, clear at the top and full at the bottom. In the SDK's ephemeral picture its ink (a quarter of
    /// the tint over the bubble, or more) is 14 × 12 (x 219…232, y 432…443), the half-covered part 13 × 8; chatshot's
    /// 2-pt ring of twelve fading arcs in a 14-pt box was 13 × 11 and 11 × 6.
    func testSpinnerInkIsTheSDKsArc() throws {
        let (v, interactive) = try ephemeralGiphy()
        let spinner = interactive.preview.loadingIndicator
        let f = v.convert(spinner.bounds, from: spinner)
        let px = try MessageViewFixture.pixels(of: v)
        let bubble = v.resolve(v.appearance.colorPalette.chatBackgroundOutgoing)
        let bg = Double(bubble.red * 255)
        func inkBox(_ coverage: Double) -> (w: Int, h: Int, top: Int, bottom: Int) {
            var xs: [Int] = []
            var ys: [Int] = []
            for y in Int(f.minY) - 2..<Int(f.maxY) + 2 {
                for x in Int(f.minX) - 2..<Int(f.maxX) + 2 where (bg - Double(px(x, y)[0])) / bg >= coverage {
                    xs.append(x)
                    ys.append(y)
                }
            }
            return (
                (xs.max() ?? 0) - (xs.min() ?? 0) + 1, (ys.max() ?? 0) - (ys.min() ?? 0) + 1,
                (ys.min() ?? 0) - Int(f.minY), (ys.max() ?? 0) - Int(f.minY)
            )
        }
        let quarter = inkBox(0.25)
        XCTAssertEqual(quarter.w, 14, accuracy: 1, "\(quarter)")
        XCTAssertEqual(quarter.h, 12, accuracy: 1, "\(quarter)")
        XCTAssertEqual(quarter.bottom, 15, accuracy: 1, "down to the square's bottom: \(quarter)")
        let half = inkBox(0.5)
        XCTAssertEqual(half.w, 13, accuracy: 1, "\(half)")
        XCTAssertEqual(half.h, 8, accuracy: 1, "\(half)")
        // Clear at the top: the arc's start (the square's top centre) shows the bubble.
        let top = px(Int(f.midX) + 1, Int(f.minY))
        XCTAssertEqual(Double(top[0]), bg, accuracy: 12, "faint at the top: \(top)")
    }

    /// The "Only visible to you" eye is 22×14 in ink, as the SDK's (it was 14×10 in a 16×12 box), in a 20-pt-tall box.
    func testOnlyVisibleToYouEyeIs22PointsWide() throws {
        let (v, _) = try ephemeralGiphy()
        let eye = try XCTUnwrap(v.onlyVisibleToYouImageView)
        XCTAssertEqual(eye.frame.size, CGSize(width: 24, height: 20))
        let f = v.convert(eye.bounds, from: eye)
        let px = try MessageViewFixture.pixels(of: v)
        var xs: [Int] = []
        var ys: [Int] = []
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) where px(x, y)[0] < 200 {
                xs.append(x)
                ys.append(y)
            }
        }
        XCTAssertEqual((xs.max() ?? 0) - (xs.min() ?? 0) + 1, 22, accuracy: 1, "ink width")
        XCTAssertEqual((ys.max() ?? 0) - (ys.min() ?? 0) + 1, 14, accuracy: 1, "ink height")
        let label = try XCTUnwrap(v.onlyVisibleToYouLabel)
        XCTAssertEqual(
            v.convert(eye.bounds, from: eye).midY, v.convert(label.bounds, from: label).midY, accuracy: 1,
            "centred on the label")
    }

    /// With the eye, the footnote row is 20 pt tall, as in the SDK's ephemeral picture
    /// (`ChatChannelVC_Tests/test_whenMessageFromCurrentUserIsFollowedByEphemeralMessage_messagesAreNotGrouped`: the
    /// bubble ends at y 612, the row takes 616…636 above the 8-pt margin, the eye's ink 619…632 and the timestamp's
    /// baseline at 630 are centred in it); it was 16, which put the whole screen 4 pt lower.
    func testTheFootnoteRowWithTheEyeIsTwentyPointsTall() throws {
        let (v, _) = try ephemeralGiphy()
        let row = try XCTUnwrap(v.footnoteContainer)
        let bubble = try XCTUnwrap(v.bubbleView)
        let rowFrame = v.convert(row.bounds, from: row)
        XCTAssertEqual(rowFrame.height, 20)
        XCTAssertEqual(rowFrame.minY - v.convert(bubble.bounds, from: bubble).maxY, 4)
        XCTAssertEqual(v.bounds.maxY - rowFrame.maxY, 8)
        // The timestamp's digits stand on the row 14 pt below the row's top.
        let timestamp = try XCTUnwrap(v.timestampLabel)
        let f = v.convert(timestamp.bounds, from: timestamp)
        let px = try MessageViewFixture.pixels(of: v)
        var bottom = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) where px(x, y)[0] < 128 { bottom = y }
        }
        XCTAssertEqual(Double(bottom + 1) - rowFrame.minY, 14)
    }

    /// The GIPHY badge is 32 pt tall around the 24-pt logo disc, the title right after the logo, as in the SDK's
    /// ephemeral picture (the pill y 523…554, the black disc 112…135 × 527…550, "GIPHY" from x 137); the logo was
    /// a 16-pt disc, 4 pt before the title, in a 29-pt pill.
    func testGiphyBadgeIs32PointsTallAroundA24PointLogo() throws {
        let (_, interactive) = try ephemeralGiphy()
        let badge = interactive.preview.badgeView
        XCTAssertEqual(badge.frame.height, 32)
        XCTAssertEqual(badge.logoImageView.frame, CGRect(x: 6, y: 4, width: 24, height: 24))
        XCTAssertEqual(badge.titleLabel.frame.minX, badge.logoImageView.frame.maxX)
        XCTAssertEqual(badge.frame.width, 6 + 24 + badge.titleLabel.frame.width + 6)
    }
}
