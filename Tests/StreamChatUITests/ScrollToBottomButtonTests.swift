import ChatCanvas
import Foundation
import StreamChat
import XCTest

@testable import StreamChatUI

/// The message list's floating buttons: `ScrollToBottomButton` and `JumpToUnreadMessagesButton`.
final class ScrollToBottomButtonTests: XCTestCase {
    /// A channel of 12 messages from Ann, the current user's last read before the third, 10 unread.
    func channel(unread: Int = 10) -> ChatChannel {
        let messages = (0..<12).map {
            Fixture.message("m\($0)", Fixture.ann, at: Double($0) * 120, text: "Message \($0)")
        }
        var channel = Fixture.channel(messages: messages)
        channel.reads = [
            ChatChannelRead(
                user: Fixture.me, lastReadAt: Fixture.t0.addingTimeInterval(150), unreadMessagesCount: unread)
        ]
        channel.unreadCount = ChannelUnreadCount(messages: unread)
        return channel
    }

    func screen(
        _ channel: ChatChannel, scrolling: Bool = false, components: Components = Components(),
        height: Double = 700
    ) -> ChatMessageListVC {
        VCFixture.channelScreen(channel, components: components, scrolling: scrolling, height: height).messageListVC
    }

    /// 40×40 at the trailing margin, 8 pt above the composer, the badge centred on its top edge.
    func testScrollToBottomButtonWhileScrolling() throws {
        XCTAssertTrue(screen(channel()).scrollToBottomButton.isHidden, "at the bottom there is nothing to scroll to")
        let s = screen(channel(), scrolling: true)
        let button = s.scrollToBottomButton
        XCTAssertFalse(button.isHidden)
        XCTAssertEqual(button.frame.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(button.frame.maxX, 352)
        XCTAssertEqual(button.frame.maxY, s.bounds.maxY - 8, "8 pt above the composer")
        XCTAssertEqual(button.layer.cornerRadius, 20)
        let badge = button.unreadCountView
        XCTAssertFalse(badge.isHidden)
        XCTAssertEqual(badge.unreadCountLabel.text, "10")
        XCTAssertEqual(badge.frame.midX, 20, accuracy: 0.5)
        XCTAssertEqual(badge.frame.midY, 0, accuracy: 0.5)
        XCTAssertTrue(screen(channel(unread: 0), scrolling: true).scrollToBottomButton.unreadCountView.isHidden)
        let canvas = try Canvas(width: 360, height: 700)
        s.render(in: canvas)
    }

    /// With `isJumpToUnreadEnabled`: "10 unread" centred 8 pt below the header while the first unread message is out
    /// of sight; hidden when it is on screen, when nothing is unread, and by default.
    func testJumpToUnreadPill() {
        let components = Components()
        components.isJumpToUnreadEnabled = true
        let s = screen(channel(), components: components)
        let pill = s.jumpToUnreadMessagesButton
        XCTAssertFalse(pill.isHidden)
        XCTAssertEqual(pill.textLabel.text, "10 unread")
        XCTAssertEqual(pill.frame.minY, s.listView.frame.minY + 8)
        XCTAssertEqual(pill.frame.midX, 180, accuracy: 1)
        XCTAssertEqual(pill.layer.cornerRadius, pill.frame.height / 2)
        XCTAssertTrue(screen(channel()).jumpToUnreadMessagesButton.isHidden, "off by default")
        XCTAssertTrue(screen(channel(unread: 0), components: components).jumpToUnreadMessagesButton.isHidden)
        XCTAssertTrue(
            screen(channel(), components: components, height: 2000).jumpToUnreadMessagesButton.isHidden,
            "the first unread message is on screen")
    }

    /// A Swift subclass registered in `Components` draws in the slot, as the guides register theirs.
    func testSwiftSubclassesFillTheSlots() {
        final class SquareScrollButton: ScrollToBottomButton {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = 4
            }
        }
        final class LoudCooldownView: CooldownView {
            override func updateContent() { cooldownLabel.text = "\(content)s" }
        }
        let components = Components()
        components.scrollToBottomButton = SquareScrollButton.self
        components.cooldownView = LoudCooldownView.self
        var channel = channel()
        channel.cooldownDuration = 30
        let vc = VCFixture.channelScreen(channel, components: components, scrolling: true)
        let s = vc.messageListVC
        XCTAssertTrue(s.scrollToBottomButton is SquareScrollButton)
        XCTAssertEqual(s.scrollToBottomButton.layer.cornerRadius, 4)
        vc.messageComposerVC.content = .init(cooldownRemaining: 9)
        XCTAssertEqual(vc.messageComposerVC.composerView.cooldownView.cooldownLabel.text, "9s")
    }
}
