import ChatManifest
import Foundation
import StreamChat
import StreamChatUI
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// The gallery's reproductions of the SDK's `ChatChannelVC_Tests` pictures (`Examples/snapshots`) lay out what the
/// SDK's pictures show, measured in points (docs/fidelity.md, session 4).
final class SnapshotReproductionTests: XCTestCase {
    static let folder = PackageRoot.examples.appendingPathComponent("snapshots/ChatChannelVC_Tests")

    func transcript(_ test: String) throws -> Transcript {
        try TranscriptLoader.load(
            path: Self.folder.appendingPathComponent(test + ".default-light.json").path, currentUserId: nil)
    }

    /// The message list of a transcript, laid out at 360 pt.
    func list(_ transcript: Transcript) throws -> ChatMessageListView {
        let channel = try XCTUnwrap(transcript.channel)
        let list = ChatMessageListView()
        list.appearance = Appearance()
        list.components = Components()
        list.setUpIfNeeded()
        let context = MessageListContext(
            channel: channel, currentUser: transcript.currentUser, now: Date(), timeZone: Shot.utc)
        list.content = .init(messages: channel.messages, context: context)
        list.frame = CGRect(x: 0, y: 0, width: 360, height: list.contentHeight(width: 360))
        list.layoutIfNeeded()
        return list
    }

    /// Both `test_headerViewForMessage_whenUnreadSeparatorIs{Disabled,Enabled}…` pictures show "Second message"
    /// (Jan 02) above "First message" (Jan 01): the SDK's test inserts them out of time order. Its bubbles are
    /// 163 pt (x 48…211) above 138 (48…186); the `…Disabled…` reproduction showed them the other way round
    /// (region IoU of the picture 0.935 → 0.955).
    func testDateSeparatorPicturesKeepTheSDKTestsOrder() throws {
        for flag in ["Disabled", "Enabled"] {
            let test =
                "test_headerViewForMessage_whenUnreadSeparatorIs\(flag)_whenMessageShouldShowDateSeparator_AndIsMarkedAsUnread"
            let list = try list(try transcript(test))
            let views = list.cells.compactMap(\.messageContentView).filter { $0.content != nil }
            XCTAssertEqual(views.compactMap(\.content?.text), ["Second message", "First message"], flag)
            let tops = views.map { list.convert($0.bubbleFrame, from: $0) }
            XCTAssertEqual(tops.count, 2)
            guard tops.count == 2 else { continue }
            XCTAssertLessThan(tops[0].minY, tops[1].minY, flag)
            XCTAssertEqual(tops[0].width, 163, accuracy: 3, "\(flag): \"Second message\" bubble")
            XCTAssertEqual(tops[1].width, 138, accuracy: 3, "\(flag): \"First message\" bubble")
        }
    }

    /// `test_onlyEmojiMessageAppearance_whenQuotingMessage`: the SDK's channel has no members and no name, so its
    /// header has no title, only "0 members, 0 online" (the reproduction drew "a and b").
    func testEmojiOnlyPictureHasNoHeaderTitle() throws {
        let t = try transcript("test_onlyEmojiMessageAppearance_whenQuotingMessage")
        let channel = try XCTUnwrap(t.channel)
        let content = ChannelHeaderContent.make(channel: channel, currentUser: t.currentUser, now: Date())
        XCTAssertNil(content.title)
        XCTAssertEqual(content.subtitle, "0 members, 0 online")
    }
}
