import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// `Appearance.formatters`: the views draw what the appearance's formatters return, and the default ones read the
/// render's clock and time zone.
final class FormattersTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    /// 2024-05-13 16:00 UTC, a Monday.
    let now = Date(timeIntervalSince1970: 1_715_616_000)

    /// Writes the seconds since 1970.
    final class EpochFormatter: MessageTimestampFormatter {
        func format(_ date: Date) -> String { "t\(Int(date.timeIntervalSince1970))" }
    }

    /// The SDK's channel list format, upper-cased: a subclass calling `super`.
    final class ShoutingFormatter: ChannelListMessageTimestampFormatter {
        override func format(_ date: Date) -> String { super.format(date).uppercased() }
    }

    func root(_ appearance: Appearance) -> _View {
        let root = _View()
        root.appearance = appearance
        root.components = Components()
        root.setUpIfNeeded()
        return root
    }

    func channel(lastMessageAgo seconds: Double) -> ChatChannel {
        let message = ChatMessage(
            id: "m", text: "Hi", author: Fixture.ann, createdAt: now.addingTimeInterval(-seconds))
        return ChatChannel(cid: "messaging:f", members: [Fixture.me, Fixture.ann], messages: [message])
    }

    func testTheChannelListDrawsTheAppearancesTimestampFormatter() {
        let appearance = Appearance()
        let item = ChatChannelListItemView()
        let host = root(appearance)
        host.addSubview(item)
        item.content = .init(channel: channel(lastMessageAgo: 20 * 3600), currentUserId: "me", now: now, timeZone: utc)
        XCTAssertEqual(item.timestampLabel.text, "Yesterday", "the default: against the render's now")
        appearance.formatters.channelListMessageTimestamp = ShoutingFormatter()
        item.updateContent()
        XCTAssertEqual(item.timestampLabel.text, "YESTERDAY", "super reads the render's clock too")
        appearance.formatters.channelListMessageTimestamp = EpochFormatter()
        item.updateContent()
        XCTAssertEqual(item.timestampLabel.text, "t\(Int(now.timeIntervalSince1970) - 20 * 3600)")
        withExtendedLifetime(host) {}
    }

    func testTheThreadListDrawsItsOwnFormatter() {
        let appearance = Appearance()
        appearance.formatters.threadListMessageTimestamp = EpochFormatter()
        let parent = ChatMessage(
            id: "p", text: "Start", author: Fixture.ann, createdAt: now.addingTimeInterval(-100), replyCount: 1)
        let reply = ChatMessage(
            id: "r", text: "Reply", author: Fixture.me, createdAt: now.addingTimeInterval(-50), parentMessageId: "p")
        let channel = ChatChannel(cid: "messaging:f", members: [Fixture.me, Fixture.ann], messages: [parent, reply])
        let thread = try! XCTUnwrap(ChatThread.threads(in: channel).first)
        let item = ChatThreadListItemView()
        let host = root(appearance)
        host.addSubview(item)
        item.content = .init(thread: thread, currentUserId: "me", now: now, timeZone: utc)
        XCTAssertEqual(item.replyTimestampLabel.text, "t\(Int(now.timeIntervalSince1970) - 50)")
        withExtendedLifetime(host) {}
    }

    func testTheMessageTimestampIsTheAppearancesFormatter() {
        let appearance = Appearance()
        appearance.formatters.messageTimestamp = EpochFormatter()
        let view = ChatMessageContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0, timeZone: utc)
        let host = root(appearance)
        host.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.bubble, .text, .timestamp])
        view.content = Fixture.message("m", Fixture.ann, at: 5)
        XCTAssertEqual(view.timestampLabel?.text, "t\(Int(Fixture.t0.timeIntervalSince1970) + 5)")
        withExtendedLifetime(host) {}
    }

    func testTheDefaultFormattersFormatInTheRendersTimeZoneElseTheSystems() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let date = now.addingTimeInterval(-2 * 3600)  // 14:00 UTC, 23:00 in Tokyo
        let inTokyo = FormattingClock(now: now, timeZone: tokyo).performAsCurrent {
            (DefaultMessageTimestampFormatter().format(date), ChannelListMessageTimestampFormatter().format(date))
        }
        XCTAssertEqual(inTokyo.0, "11:00\u{202F}PM")
        XCTAssertEqual(inTokyo.1, "Yesterday", "01:00 on Tuesday in Tokyo: the message was sent on Monday")
        XCTAssertEqual(
            DefaultMessageTimestampFormatter().format(date), LocalTime(date, in: .current).shortTime,
            "outside a view's call, the system's time zone")
    }

    func testMarkdownIsTheFormattersSwitch() {
        let appearance = Appearance()
        XCTAssertTrue(appearance.formatters.isMarkdownEnabled)
        appearance.formatters.isMarkdownEnabled = false
        XCTAssertFalse(appearance.isMarkdownEnabled)
        appearance.isMarkdownEnabled = true
        XCTAssertTrue(appearance.formatters.isMarkdownEnabled)
    }
}
