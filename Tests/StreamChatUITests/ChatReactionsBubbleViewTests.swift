import StreamChat
import StreamChatUI
import XCTest

/// The reactions bubble shows the default reaction types a message has, in `Components.reactionsSorting`'s order:
/// by type name unless an app sorts otherwise (the demo app sorts by first use, apps by score or count).
final class ChatReactionsBubbleViewTests: XCTestCase {
    private func message() -> ChatMessage {
        var message = Fixture.message("m1", Fixture.ann, at: 0)
        message.reactionScores = ["like": 1, "love": 3, "haha": 2, "custom": 9]
        message.reactionCounts = ["like": 4, "love": 1, "haha": 2, "custom": 1]
        message.currentUserReactions = [ChatMessageReaction(type: "love", author: Fixture.me)]
        return message
    }

    func testTheDefaultOrderIsByName() {
        let content = ChatReactionsBubbleView.Content(message: message(), isOutgoing: false)
        XCTAssertEqual(content.types, ["haha", "like", "love"])
        XCTAssertEqual(content.ownTypes, ["love"])
    }

    func testAnAppsSortingOrdersTheTypes() {
        let components = Components()
        components.reactionsSorting = { $0.score > $1.score }
        let byScore = ChatReactionsBubbleView.Content(
            message: message(), isOutgoing: false, sorting: components.reactionsSorting)
        XCTAssertEqual(byScore.types, ["love", "haha", "like"])
        let byCount = ChatReactionsBubbleView.Content(message: message(), isOutgoing: false) { $0.count > $1.count }
        XCTAssertEqual(byCount.types, ["like", "haha", "love"])
        let mineFirst = ChatReactionsBubbleView.Content(message: message(), isOutgoing: false) {
            $0.isChosenByCurrentUser && !$1.isChosenByCurrentUser
        }
        XCTAssertEqual(mineFirst.types.first, "love")
    }
}
