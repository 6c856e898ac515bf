import OpenCombine
import XCTest

@testable import StreamChat

/// A livestream chat serves the transcript's channel through its published state, and its user search finds the
/// transcript's users.
final class LivestreamChatTests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    @MainActor
    func testTheStateHoldsTheTranscriptsChannelNewestFirst() async throws {
        let chat = Fixture.store().performAsCurrent {
            let chat = client.makeLivestreamChat(for: ChannelId(type: .messaging, id: "design"))
            _ = chat.state
            return chat
        }
        chat.maxMessageLimitOptions = .recommended
        chat.countSkippedMessagesWhenPaused = true
        XCTAssertEqual(chat.maxMessageLimitOptions?.maxLimit, 200)
        XCTAssertTrue(chat.countSkippedMessagesWhenPaused)
        XCTAssertEqual(chat.state.channel?.name, "Design")
        XCTAssertEqual(chat.state.messages.map(\.id), ["m2", "r2", "m1"])
        XCTAssertTrue(chat.state.hasLoadedAllOldestMessages)
        var published: [[MessageId]] = []
        let subscription = chat.state.$messages.sink { published.append($0.map(\.id)) }
        try await chat.get()
        try await chat.loadOlderMessages()
        XCTAssertEqual(published, [["m2", "r2", "m1"]], "loading changes nothing: all is loaded")
        subscription.cancel()
        try await chat.resume()
        XCTAssertFalse(chat.state.isPaused)
        let id = try await chat.sendMessage(with: "Hi")
        XCTAssertFalse(id.isEmpty)
        XCTAssertEqual(chat.state.messages.count, 3, "sending is inert")
    }

    func testUserSearchFindsTheTranscriptsUsers() {
        Fixture.store().performAsCurrent {
            let search = client.userSearchController()
            XCTAssertEqual(search.userArray.map(\.id), ["ann", "bob", "me"])
            search.search(term: "BO")
            XCTAssertEqual(search.userArray.map(\.id), ["bob"])
        }
    }
}
