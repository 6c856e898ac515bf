import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The quote in a message and in the composer is made from `Components.quotedMessageView`, as in the SDK, so an
/// app's subclass (the demo app's `DemoQuotedChatMessageView`) is the one drawn.
final class QuotedChatMessageViewTests: XCTestCase {
    final class AppQuoteView: QuotedChatMessageView {}

    func testTheMessageAndTheComposerMakeTheRegisteredQuoteView() throws {
        var components = Components()
        components.quotedMessageView = AppQuoteView.self
        let root = _View()
        root.appearance = Appearance()
        root.components = components
        root.setUpIfNeeded()

        let message = Fixture.message("1", Fixture.ann, at: 0, text: "Agreed")
        message.quotedMessage = Fixture.message("q", Fixture.me, at: -60, text: "Quoted")
        let view = ChatMessageContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0, timeZone: TimeZone(identifier: "UTC")!
        )
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.bubble, .quotedMessage, .text])
        view.content = message
        XCTAssertTrue(try XCTUnwrap(view.quotedMessageView) is AppQuoteView)

        let input = InputChatMessageView()
        root.addSubview(input)
        XCTAssertTrue(input.quotedMessageView is AppQuoteView)
    }
}
