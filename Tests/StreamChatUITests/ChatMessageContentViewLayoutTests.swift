import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Frames of the message containers, checked against the SDK's measured geometry (360-pt wide content view).
final class ChatMessageContentViewLayoutTests: XCTestCase {
    func testIncomingMessageWithAvatarAndTimestamp() throws {
        let v = Fixture.contentView(
            options: [.avatar, .bubble, .text, .timestamp], message: Fixture.message("1", Fixture.ann, at: 0))
        let avatar = try XCTUnwrap(v.authorAvatarView)
        let a = v.convert(avatar.bounds, from: avatar)
        XCTAssertEqual(a.minX, 8)
        XCTAssertEqual(a.width, 32)
        XCTAssertEqual(a.height, 32)
        let bubble = v.bubbleFrame
        XCTAssertEqual(bubble.minX, 48, "bubble starts at 8 + 32 + 8")
        XCTAssertEqual(bubble.height, 38, "a one-line bubble is 38 pt")
        let ts = try XCTUnwrap(v.timestampLabel)
        let t = v.convert(ts.bounds, from: ts)
        XCTAssertEqual(t.minY, bubble.maxY + 4, "the footnote row sits 4 pt under the bubble")
        XCTAssertEqual(t.minX, 48)
        XCTAssertEqual(a.maxY, t.maxY, accuracy: 0.5, "the avatar is bottom-aligned with the timestamp row")
        XCTAssertEqual(v.bounds.height, t.maxY + 8, "8 pt bottom margin for the last message of a group")
    }

    func testOutgoingMessageIsPinnedToTheTrailingEdge() {
        let v = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp], message: Fixture.message("1", Fixture.me, at: 0))
        XCTAssertEqual(v.bubbleFrame.maxX, 352)
    }

    /// `ChatMessageDeliveryStatusView_Tests/test_appearance_whenMessageIsDeliveredInGroupChannel`: a message another
    /// member's device got (`last_delivered_at` after it) but no one read shows the grey double check (the SDK's ink
    /// 12×10; chatshot's double-check drawing is 16×8) and no read count; chatshot drew the single check (ink 10
    /// wide), as for a sent message.
    func testDeliveredMessageShowsTheGreyDoubleCheck() throws {
        let m = Fixture.message("1", Fixture.me, at: 0)
        var channel = Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob], messages: [m])
        channel.reads = [
            ChatChannelRead(
                user: Fixture.ann, lastReadAt: Fixture.t0.addingTimeInterval(-60),
                lastDeliveredAt: Fixture.t0.addingTimeInterval(5))
        ]
        let options = Fixture.options([m], channel: channel)[0]
        XCTAssertTrue(options.contains(.deliveryStatusIndicator))
        let v = Fixture.contentView(options: options, message: m, channel: channel)
        let status = try XCTUnwrap(v.deliveryStatusView)
        XCTAssertEqual(status.content?.status, .delivered)
        XCTAssertTrue(status.messageReadCountsLabel.isHidden)
        let check = v.convert(status.checkmarkImageView.bounds, from: status.checkmarkImageView)
        XCTAssertEqual(check.size, CGSize(width: 16, height: 16))
        let canvas = try Canvas(width: 360, height: v.bounds.height)
        canvas.fill(Path.rect(v.bounds), color: .white)
        v.render(in: canvas)
        let px = canvas.rgbaPixels()
        var xs: [Int] = []
        var ys: [Int] = []
        for y in Int(check.minY)..<Int(check.maxY) {
            for x in Int(check.minX)..<Int(check.maxX) {
                let i = (y * canvas.pixelWidth + x) * 4
                if Int(px[i]) + Int(px[i + 1]) + Int(px[i + 2]) < 3 * 220 {
                    xs.append(x)
                    ys.append(y)
                    XCTAssertLessThan(Int(px[i + 2]) - Int(px[i]), 60, "grey, not the read blue")
                }
            }
        }
        // The SDK's double check: 12×10 at half coverage, 14×10 with the anti-aliased edge (it was 16×8).
        XCTAssertEqual(Double((xs.max() ?? 0) - (xs.min() ?? 0) + 1), 14, accuracy: 1)
        XCTAssertEqual(Double((ys.max() ?? 0) - (ys.min() ?? 0) + 1), 10, accuracy: 1)
    }

    /// `ChatChannelVC_Tests/test_whenMessageEditedAt_editedMessageIsNotGrouped`: the bullet of "12:01 AM • Edited"
    /// is SF Pro's, ink 3×3 pt centred 3.5 pt above the baseline; Inter's at the footnote's 13 pt was 5×5, centred
    /// 4.5 pt above it (region IoU 0.36 → 0.50; the picture 0.897 → 0.911).
    func testEditedBulletIsAsSmallAndLowAsTheSDKs() throws {
        let font = Appearance().fonts.footnote.font
        let text = TextLayout(
            ChatMessageContentView.editedTimestamp("12:01 AM", font: font), font: font, color: .black)
        let canvas = try Canvas(width: 160, height: 40, scale: 1)
        canvas.fill(Path.rect(CGRect(x: 0, y: 0, width: 160, height: 40)), color: .white)
        canvas.draw(text, at: CGPoint(x: 10, y: 10))
        let px = canvas.rgbaPixels()
        func inked(_ x: Int, _ y: Int, darkerThan level: UInt8 = 245) -> Bool {
            let i = (y * canvas.pixelWidth + x) * 4
            return min(px[i], px[i + 1], px[i + 2]) < level
        }
        // The baseline: under the lowest row darker than half (the flat bottoms; no descenders in the string).
        let rows = (0..<40).filter { y in (0..<160).contains { inked($0, y, darkerThan: 128) } }
        let baseline = Double(try XCTUnwrap(rows.last) + 1)
        // Runs of inked columns; the bullet is the one whose ink stays clear of the baseline.
        var runs: [ClosedRange<Int>] = []
        for x in 0..<160 where (0..<40).contains(where: { inked(x, $0) }) {
            if let last = runs.last, last.upperBound == x - 1 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
        }
        let bullets = runs.compactMap { run -> (width: Int, top: Int, bottom: Int)? in
            let ys = (0..<40).filter { y in run.contains { inked($0, y) } }
            guard let top = ys.first, let bottom = ys.last, Double(bottom + 1) < baseline - 1 else { return nil }
            return (run.count, top, bottom)
        }
        let bullet = try XCTUnwrap(bullets.first)
        XCTAssertEqual(bullets.count, 1)
        XCTAssertLessThanOrEqual(bullet.width, 4, "ink about 3 pt wide (Inter's was 5)")
        XCTAssertLessThanOrEqual(bullet.bottom - bullet.top + 1, 4, "ink about 3 pt tall (Inter's was 5)")
        let centre = Double(bullet.top + bullet.bottom + 1) / 2
        XCTAssertEqual(baseline - centre, 3.5, accuracy: 0.5, "centred 3.5 pt above the baseline (Inter's 4.5)")
    }

    func testContinuousBubbleHasATwoPointBottomMarginAndRoundCorners() throws {
        let v = Fixture.contentView(
            options: [.avatarSizePadding, .bubble, .continuousBubble, .text],
            message: Fixture.message("1", Fixture.ann, at: 0))
        XCTAssertEqual(v.bubbleFrame.minX, 48)
        XCTAssertEqual(v.bounds.height, 38 + 2)
        XCTAssertEqual(try XCTUnwrap(v.bubbleView).layer.maskedCorners, .all)
    }

    func testLastBubbleSquaresItsTailCorner() throws {
        let incoming = Fixture.contentView(
            options: [.avatar, .bubble, .text, .timestamp], message: Fixture.message("1", Fixture.ann, at: 0))
        XCTAssertFalse(try XCTUnwrap(incoming.bubbleView).layer.maskedCorners.contains(.layerMinXMaxYCorner))
        let outgoing = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp], message: Fixture.message("1", Fixture.me, at: 0))
        XCTAssertFalse(try XCTUnwrap(outgoing.bubbleView).layer.maskedCorners.contains(.layerMaxXMaxYCorner))
    }

    func testLongTextWrapsWithinTheMaximumWidth() {
        let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let out = Fixture.contentView(
            options: [.bubble, .flipped, .text, .timestamp],
            message: Fixture.message("1", Fixture.me, at: 0, text: long))
        // The widest wrapped line decides the bubble's width: at most 270 − 8 − 8 (248 with SF Pro's tracking).
        XCTAssertLessThanOrEqual(out.bubbleFrame.width, 254, "270 − 8 − 8")
        XCTAssertEqual(out.bubbleFrame.width, 248, accuracy: 1)
        XCTAssertEqual(
            (out.bubbleFrame.height - 16).truncatingRemainder(dividingBy: 22), 0, accuracy: 0.01, "22-pt lines")
        XCTAssertGreaterThan(out.bubbleFrame.height, 38 + 22 * 3)
        let inc = Fixture.contentView(
            options: [.avatar, .bubble, .text, .timestamp],
            message: Fixture.message("1", Fixture.ann, at: 0, text: long))
        XCTAssertLessThanOrEqual(inc.bubbleFrame.width, 214, "270 − 8 − 32 − 8 − 8")
        XCTAssertEqual(inc.bubbleFrame.width, 209, accuracy: 1)
    }

    func testReactionsPushTheBubbleDown() throws {
        let m = Fixture.message("1", Fixture.ann, at: 0)
        m.reactionScores = [MessageReactionType(rawValue: "love"): 1, MessageReactionType(rawValue: "like"): 1]
        let v = Fixture.contentView(options: [.avatar, .bubble, .text, .timestamp, .reactions], message: m)
        let pill = try XCTUnwrap(v.reactionsBubbleView)
        XCTAssertEqual(pill.frame.minY, 0)
        XCTAssertEqual(pill.frame.width, 56, "8 + 2×16 + 8 + 8")
        XCTAssertEqual(v.bubbleFrame.minY, 24)
        XCTAssertEqual(pill.frame.midX, v.bubbleFrame.maxX + 8, accuracy: 0.5)
    }

    /// `…bubble-flipped-reactions-text-timestamp.png`: the own message's white pill has a 0.5-pt #D5DBE1 hairline, i.e.
    /// #EAEDF0 on its outermost 1× pixels (top row, leading column), white right inside; it was a solid #D5DBE1 line.
    func testOwnReactionPillHasTheSDKsHairline() throws {
        let m = Fixture.message("1", Fixture.me, at: 0, text: "Some long text goes here.")
        m.reactionScores = [MessageReactionType(rawValue: "love"): 1, MessageReactionType(rawValue: "like"): 1]
        let v = Fixture.contentView(options: [.bubble, .flipped, .text, .timestamp, .reactions], message: m)
        let pill = try XCTUnwrap(v.reactionsBubbleView)
        let canvas = try Canvas(width: 360, height: v.bounds.height)
        canvas.fill(Path.rect(v.bounds), color: .white)
        v.render(in: canvas)
        let pixels = canvas.rgbaPixels()
        func rgb(_ x: Double, _ y: Double) -> [Int] {
            let i = (Int(y) * canvas.pixelWidth + Int(x)) * 4
            return [Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2])]
        }
        let f = pill.frame
        for (got, want) in zip(rgb(f.midX, f.minY), [0xEA, 0xED, 0xF0]) {
            XCTAssertEqual(got, want, accuracy: 3, "top edge")
        }
        for (got, want) in zip(rgb(f.minX, f.minY + 16), [0xEA, 0xED, 0xF0]) {
            XCTAssertEqual(got, want, accuracy: 3, "leading edge")
        }
        XCTAssertEqual(rgb(f.midX, f.minY + 1), [255, 255, 255])
    }

    func testRightToLeftMirrorsTheRow() throws {
        let root = _View()
        root.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let v = ChatMessageContentView()
        v.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!
        )
        root.addSubview(v)
        v.setUpLayoutIfNeeded(options: [.avatar, .bubble, .text, .timestamp])
        v.content = Fixture.message("1", Fixture.ann, at: 0)
        v.frame = CGRect(
            x: 0, y: 0, width: 360, height: v.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height)
        v.layoutIfNeeded()
        let avatar = try XCTUnwrap(v.authorAvatarView)
        XCTAssertEqual(v.convert(avatar.bounds, from: avatar).maxX, 352)
        XCTAssertEqual(v.bubbleFrame.maxX, 312)
    }
}
