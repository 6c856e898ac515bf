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

    /// A quote of "Hello Vader!" laid out 360 pt wide at a content size category.
    func quote(at category: UIContentSizeCategory) -> QuotedChatMessageView {
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: category)
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = QuotedChatMessageView()
        root.addSubview(view)
        view.content = .init(
            message: Fixture.message("q", Fixture.ann, at: 0, text: "Hello Vader!"), avatarAlignment: .leading)
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    /// The quoted text follows the content size upwards, as the SDK's text view does in its pictures
    /// (`QuotedChatMessageView_Tests/test_defaultAppearance`): 15 pt in a 36-pt box by default and at `small`,
    /// 21 pt in a 42-pt box at `extraExtraExtraLarge`.
    func testQuotedTextGrowsWithTheContentSizeButNotBelowTheDefault() throws {
        for (category, size, box) in [
            (UIContentSizeCategory.large, 15.0, 36.0), (.small, 15, 36), (.extraExtraExtraLarge, 21, 42)
        ] {
            let view = quote(at: category)
            XCTAssertEqual(view.textView.effectiveFont.size, size, "\(category)")
            XCTAssertEqual(view.contentContainer.frame.height, box, "\(category)")
        }
    }
}
