import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Date separators and the scrolling date overlay (the SDK's `DefaultMessageDateSeparatorFormatter` and
/// `ChatMessageHeaderDecoratorView`).
final class ChatMessageListDateSeparatorViewTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    /// The "MMMdd" template, even for today and yesterday (no "Today"/"Yesterday").
    func testFormatterUsesTheMMMddTemplate() {
        let may14 = Date(timeIntervalSince1970: 1_715_700_000)  // 2024-05-14 15:20 UTC
        XCTAssertEqual(MessageDateSeparatorFormatter.string(for: may14, timeZone: utc), "May 14")
        XCTAssertEqual(
            MessageDateSeparatorFormatter.string(for: Date(timeIntervalSince1970: 0), timeZone: utc), "Jan 01")
    }

    /// The list's separators: the newest day is "Nov 14", not "Today".
    func testListSeparatorsNameTheDate() throws {
        let list = messageList(unread: false)
        let pill = try XCTUnwrap(list.cells.last.flatMap { separator(in: $0) })
        XCTAssertEqual(pill.textLabel.text, "Nov 14")
    }

    /// `test_headerViewForMessage_whenUnreadSeparatorIsEnabled_…png`: with the unread strip under it, the date pill
    /// stays a centred capsule (≈58 pt for "Jan 01") while the strip spans the row.
    func testDatePillDoesNotStretchOverTheUnreadStrip() throws {
        let list = messageList(unread: true)
        let cell = try XCTUnwrap(list.cells.last)
        let pill = try XCTUnwrap(separator(in: cell))
        let strip = try XCTUnwrap(cell.headerContainer.arrangedSubviews.last as? ChatMessagesCountDecorationView)
        let p = cell.convert(pill.bounds, from: pill)
        let s = cell.convert(strip.container.bounds, from: strip.container)
        XCTAssertLessThan(p.width, 80)
        XCTAssertEqual(p.midX, 180, accuracy: 0.5)
        XCTAssertEqual(s.width, 360)
        XCTAssertEqual(s.minY - p.maxY, 12, accuracy: 0.5, "4 pt spacing + 8 pt above the strip")
    }

    private func separator(in cell: ChatMessageCell) -> ChatMessageListDateSeparatorView? {
        func find(_ v: UIView) -> ChatMessageListDateSeparatorView? {
            if let s = v as? ChatMessageListDateSeparatorView { return s }
            return v.subviews.lazy.compactMap(find).first
        }
        return find(cell.headerContainer)
    }

    /// Two messages a day apart, the newer one at "now", laid out 360 wide with static separators on.
    private func messageList(unread: Bool) -> ChatMessageListView {
        let old = Fixture.message("1", Fixture.ann, at: -86_400)
        let new = Fixture.message("2", Fixture.ann, at: 0)
        var channel = Fixture.channel(messages: [old, new])
        if unread {
            channel.reads = [ChatChannelRead(user: Fixture.me, lastReadAt: Fixture.t0.addingTimeInterval(-60))]
        }
        let components = Components()
        components.messageListDateSeparatorEnabled = true
        let list = ChatMessageListView()
        list.appearance = Appearance()
        list.components = components
        list.setUpIfNeeded()
        list.content = .init(
            messages: [old, new],
            context: MessageListContext(
                channel: channel, currentUser: Fixture.me,
                now: Fixture.t0, timeZone: utc))
        list.frame = CGRect(x: 0, y: 0, width: 360, height: 600)
        list.layoutIfNeeded()
        return list
    }
}
