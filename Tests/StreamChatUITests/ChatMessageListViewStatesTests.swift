import ChatCanvas
import StreamChat
import XCTest

@testable import StreamChatUI

final class ChatMessageListViewStatesTests: XCTestCase {
    func testPinnedMessagesAreHighlighted() {
        let pinned = Fixture.message("1", Fixture.ann, at: 0)
        pinned.isPinned = true
        let v = Fixture.contentView(options: [.avatar, .bubble, .text, .timestamp], message: pinned)
        XCTAssertEqual(v.backgroundColor, Appearance().colorPalette.backgroundCoreHighlight)
        let plain = Fixture.contentView(
            options: [.avatar, .bubble, .text, .timestamp], message: Fixture.message("2", Fixture.ann, at: 0))
        XCTAssertNil(plain.backgroundColor)
    }

    func testSilentMessagesDoNotStartTheUnreadSeparator() {
        let read = ChatChannelRead(user: Fixture.me, lastReadAt: Fixture.t0)
        let silent = Fixture.message("1", Fixture.ann, at: 10)
        silent.isSilent = true
        let loud = Fixture.message("2", Fixture.ann, at: 20)
        var channel = Fixture.channel(messages: [silent, loud])
        channel.reads = [read]
        let context = MessageListContext(
            channel: channel, currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(ChatMessageListView.firstUnreadMessageId(in: [silent, loud], context: context), "2")
    }

    func testPlaceholderInitials() {
        XCTAssertEqual(PlaceholderInfo.initials(from: "Anakin Skywalker"), "AS")
        XCTAssertEqual(PlaceholderInfo.initials(from: "leia"), "L")
        XCTAssertEqual(PlaceholderInfo.initials(from: ""), "")
    }

    /// A name that starts with a family-name particle is one family name: "Di Maria" shows "D" in the SDK's poll
    /// picture (`PollAttachmentView_Tests/test_appearance.default-light`, the voters' 20-pt avatars), not "DM";
    /// "Pep Guardiola" beside it shows "PG".
    func testInitialsOfAFamilyNameWithAParticle() {
        XCTAssertEqual(PlaceholderInfo.initials(from: "Di Maria"), "D")
        XCTAssertEqual(PlaceholderInfo.initials(from: "van Dijk"), "V")
        XCTAssertEqual(PlaceholderInfo.initials(from: "Pep Guardiola"), "PG")
        XCTAssertEqual(PlaceholderInfo.initials(from: "Dino Maria"), "DM")
        XCTAssertEqual(PlaceholderInfo.initials(from: "Di"), "D")
    }
}
