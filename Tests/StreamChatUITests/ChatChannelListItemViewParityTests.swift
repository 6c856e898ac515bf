import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// Geometry and texts measured on the SDK's channel-list pictures (`ChatChannelListItemView_Tests`,
/// `ChatChannelAvatarView_Tests`, `ChatChannelUnreadCountView_Tests`, 400×64 rows at 1×).
final class ChatChannelListItemViewParityTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    let now = Date(timeIntervalSince1970: 1_715_616_000)

    func item(_ channel: ChatChannel, width: Double = 400) -> ChatChannelListItemView {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = ChatChannelListItemView()
        root.addSubview(view)
        view.content = .init(channel: channel, currentUserId: Fixture.me.id, now: now, timeZone: utc)
        let h = view.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: h)
        view.layoutIfNeeded()
        return view
    }

    func message(_ author: ChatUser, _ text: String, attachments: [TranscriptAttachment] = []) -> ChatMessage {
        ChatMessage(
            id: UUID().uuidString, text: text, author: author, createdAt: now.addingTimeInterval(-60),
            attachments: attachments, isSentByCurrentUser: author.id == Fixture.me.id)
    }

    func channel(
        _ messages: [ChatMessage], members: [ChatUser] = [Fixture.me, Fixture.ann], name: String? = "Channel 1"
    ) -> ChatChannel {
        ChatChannel(cid: "messaging:parity", name: name, members: members, messages: messages)
    }

    /// `test_appearance_previewMessageIsVoiceRecording`: the 13-pt mic (the footnote's point size) leads
    /// "Voice message" 4 pt before the text, with no author prefix even for the current user's message.
    func testVoiceMessagePreview() {
        let voice = TranscriptAttachment(type: "voiceRecording")
        let v = item(channel([message(Fixture.me, "", attachments: [voice])]))
        XCTAssertEqual(v.subtitleLabel.text, "Voice message")
        XCTAssertFalse(v.subtitleImageView.isHidden)
        let icon = v.convert(v.subtitleImageView.bounds, from: v.subtitleImageView)
        let text = v.convert(v.subtitleLabel.bounds, from: v.subtitleLabel)
        XCTAssertEqual(icon.minX, 64, accuracy: 0.5)
        XCTAssertEqual(icon.width, 13, accuracy: 0.01)
        XCTAssertEqual(icon.height, 13, accuracy: 0.01)
        XCTAssertEqual(text.minX - icon.maxX, 4, accuracy: 0.5)
        XCTAssertEqual(icon.midY, text.midY, accuracy: 0.5)
        // A plain message has no icon and the subtitle starts at the title's edge.
        let plain = item(channel([message(Fixture.ann, "Hi")]))
        XCTAssertTrue(plain.subtitleImageView.isHidden)
        XCTAssertEqual(plain.convert(plain.subtitleLabel.bounds, from: plain.subtitleLabel).minX, 64, accuracy: 0.5)
    }

    /// Deleted previews carry no author and no receipt; a channel without messages shows no timestamp.
    func testDeletedAndEmptyPreviews() {
        let group = [Fixture.me, Fixture.ann, Fixture.bob]
        let theirs = message(Fixture.ann, "gone")
        theirs.deletedAt = now
        XCTAssertEqual(item(channel([theirs], members: group)).subtitleLabel.text, "Message deleted")
        let mine = message(Fixture.me, "gone")
        mine.deletedAt = now
        let v = item(channel([mine], members: group))
        XCTAssertEqual(v.subtitleLabel.text, "You: Message deleted")
        XCTAssertTrue(v.previewMessageDeliveryStatusView.isHidden)
        var empty = channel([])
        empty.lastMessageAt = now
        let e = item(empty)
        XCTAssertEqual(e.subtitleLabel.text, "No messages")
        XCTAssertTrue(e.timestampLabel.isHidden)
    }

    /// Typing: the named users other than the current one, sorted, joined with ", ".
    func testTypingPreview() {
        var c = channel([message(Fixture.ann, "Hi")], members: [Fixture.me, Fixture.ann, Fixture.bob])
        c.typingUsers = [Fixture.me, Fixture.bob, Fixture.ann]
        XCTAssertEqual(item(c).subtitleLabel.text, "Ann Lee, Bob Stone are typing ...")
        c.typingUsers = [Fixture.bob]
        XCTAssertEqual(item(c).subtitleLabel.text, "Bob Stone is typing ...")
    }

    /// `ChatChannelAvatarView_Tests`: a named two-member channel shows the other member (with presence); a group
    /// whose members have no images shows the person glyph, not initials; only members with images are merged.
    func testChannelAvatarRules() {
        let online = ChatUser(id: "leia", name: "Leia Organa", isOnline: true)
        let dm = item(channel([], members: [Fixture.me, online], name: "Channel 1"))
        XCTAssertEqual(dm.avatarView.presenceAvatarView.avatarView.content?.name, "Leia Organa")
        XCTAssertEqual(dm.avatarView.presenceAvatarView.avatarView.content?.isOnline, true)
        let group = item(channel([], members: [Fixture.me, Fixture.ann, Fixture.bob, online], name: "Crew"))
        XCTAssertNil(group.avatarView.presenceAvatarView.avatarView.content?.name)
        XCTAssertNil(group.avatarView.presenceAvatarView.avatarView.content?.image)
        XCTAssertTrue(group.avatarView.mergedAvatarView.isHidden)
    }

    /// `ChatChannelUnreadCountView_Tests`: "10" is 21×20 and "100" 30×20 at the large size.
    func testUnreadBadgeSizes() {
        for (count, width) in [(10, 21.0), (100, 30.0)] {
            var c = channel([message(Fixture.ann, "Hi")])
            c.unreadCount = ChannelUnreadCount(messages: count)
            let v = item(c)
            let badge = v.convert(v.unreadCountView.bounds, from: v.unreadCountView)
            XCTAssertEqual(badge.width, width, accuracy: 1)
            XCTAssertEqual(badge.height, 20, accuracy: 0.5)
            XCTAssertEqual(badge.maxX, 392, accuracy: 0.5)
        }
    }
}
