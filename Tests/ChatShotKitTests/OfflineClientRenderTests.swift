import Foundation
import StreamChat
import StreamChatUI
import Synchronization
import TestSupport
import XCTest

@testable import ChatShotKit

/// App code that reads StreamChat's client layer during a render sees the render's transcript.
final class OfflineClientRenderTests: XCTestCase {
    func example(_ name: String) -> String {
        PackageRoot.examples.appendingPathComponent("transcripts/\(name)").path
    }

    static let seen = Mutex<[String]>([])

    /// A header as an app writes it: it asks a `ChatClient` of its own for the channel.
    final class ClientReadingHeaderView: ChatChannelHeaderView {
        static let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

        override func updateContent() {
            super.updateContent()
            let client = Self.client
            let list = client.channelListController(
                query: ChannelListQuery(
                    filter: .containMembers(userIds: [client.currentUserId ?? ""])))
            list.synchronize()
            guard let cid = list.channels.first?.cid else { return }
            let controller = client.channelController(for: cid)
            controller.synchronize()
            let newest =
                controller.messages.first.map {
                    client.messageController(cid: cid, messageId: $0.id).message?.author.id ?? "?"
                } ?? "none"
            let text = "\(controller.channel?.name ?? "?") \(controller.messages.count) \(newest)"
            titleLabel.text = text
            OfflineClientRenderTests.seen.withLock { $0.append("\(client.currentUserId ?? "?") \(text)") }
        }
    }

    func testAViewReadingTheClientSeesTheTranscript() throws {
        SwiftCustomizations.register("offline-client-header") { _, components in
            components.channelHeaderView = ClientReadingHeaderView.self
        }
        Self.seen.withLock { $0 = [] }
        let plain = try renderPNG(Shot(transcript: example("group-chat.json")))
        let shot = Shot(transcript: example("group-chat.json"), look: .init(customizations: ["offline-client-header"]))
        let custom = try renderPNG(shot)
        let seen = Self.seen.withLock { $0 }
        XCTAssertFalse(seen.isEmpty)
        XCTAssertTrue(seen.allSatisfy { $0.hasPrefix("han Falcon Crew 7 ") }, "\(seen)")
        XCTAssertNotEqual(plain, custom, "the header shows what the client read")
        // After the render, the store is gone again.
        XCTAssertNil(ClientReadingHeaderView.client.channelController(for: "messaging:falcon-crew").channel)
    }
}
