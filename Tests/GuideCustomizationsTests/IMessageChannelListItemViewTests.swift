import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import GuideCustomizations
@testable import StreamChatUI

/// The guide's iMessage unread dot (`Examples/GuideCustomizations/iMessageChannelListItemView.swift`), laid out.
final class IMessageChannelListItemViewTests: XCTestCase {
    let me = ChatUser(id: "me", name: "Me"), ann = ChatUser(id: "ann", name: "Ann Lee")
    let now = Date(timeIntervalSince1970: 1_715_616_000)
    let utc = TimeZone(identifier: "UTC")!

    func item(unread: Int) -> iMessageChannelListItemView {
        let message = ChatMessage(id: "m", text: "Hello", author: ann, createdAt: now.addingTimeInterval(-60))
        var channel = ChatChannel(cid: "messaging:t", members: [me, ann], messages: [message])
        channel.unreadCount = ChannelUnreadCount(messages: unread)
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = iMessageChannelListItemView()
        root.addSubview(view)
        view.content = .init(channel: channel, currentUserId: me.id, now: now, timeZone: utc)
        view.frame = CGRect(
            x: 0, y: 0, width: 360, height: view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity)).height)
        view.layoutIfNeeded()
        return view
    }

    func testTheDotLeadsTheRowAndReplacesTheBadge() throws {
        let unread = item(unread: 3)
        let dot = try XCTUnwrap(unread.mainContainer.arrangedSubviews.first)
        XCTAssertFalse(dot === unread.avatarView)
        XCTAssertNil(unread.unreadCountView.superview, "the count badge is removed")
        let frame = unread.convert(dot.bounds, from: dot)
        XCTAssertEqual(frame.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(frame.minX, 8)
        XCTAssertEqual(frame.midY, 32)
        XCTAssertEqual(dot.alpha, 1)
        XCTAssertEqual(unread.convert(unread.avatarView.bounds, from: unread.avatarView).minX, 26)
        XCTAssertEqual(item(unread: 0).mainContainer.arrangedSubviews.first?.alpha, 0, "read channels keep the space")
    }

    func testRegisteredInComponentsTheListUsesIt() {
        let components = Components()
        components.channelContentView = iMessageChannelListItemView.self
        let screen = ChatChannelListScreen()
        screen.appearance = Appearance()
        screen.components = components
        screen.setUpIfNeeded()
        let channel = ChatChannel(cid: "messaging:t", members: [me, ann])
        screen.content = .init(channels: [channel], currentUser: me, now: now, timeZone: utc)
        screen.frame = CGRect(x: 0, y: 0, width: 360, height: 300)
        screen.layoutIfNeeded()
        XCTAssertTrue(screen.itemViews.first is iMessageChannelListItemView)
    }
}
