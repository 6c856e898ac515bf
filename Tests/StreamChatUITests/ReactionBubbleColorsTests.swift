import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The reactions docs' overrides: a reactions bubble subclass's `fillColor` is what the pill is filled with, and the
/// picker's default bubble has the SDK's capsule, tail images and colour hooks, which a subclass overrides.
final class ReactionBubbleColorsTests: XCTestCase {
    final class BlackBubble: ChatReactionsBubbleView {
        override var fillColor: UIColor? { UIColor.black }
    }

    final class BlackPickerBubble: DefaultChatReactionPickerBubbleView {
        override var contentBackgroundColor: UIColor { .black }
        override var contentBorderColor: UIColor { .black }
        override var tailBackImage: UIImage? { super.tailBackImage?.withTintColor(.black) }
    }

    private func drawn(_ bubble: ChatReactionsBubbleView) throws -> [Int] {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        root.addSubview(bubble)
        bubble.content = .init(types: ["love"], ownTypes: [], isOutgoing: true)
        let size = bubble.intrinsicContentSize
        bubble.frame = CGRect(origin: .zero, size: size)
        return try MessageViewFixture.pixels(of: bubble)(3, 16)
    }

    func testAFillColorOverrideFillsThePill() throws {
        XCTAssertEqual(try drawn(ChatReactionsBubbleView()), [255, 255, 255], "the SDK's white on an outgoing message")
        XCTAssertEqual(try drawn(BlackBubble()), [0, 0, 0])
        let bubble = ChatReactionsBubbleView()
        XCTAssertNil(bubble.fillColor, "no content, no fill, as in the SDK")
    }

    func testThePickerBubbleHasTheSDKsCapsuleAndTail() {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let bubble = BlackPickerBubble()
        root.addSubview(bubble)
        bubble.content = .init(style: .smallOutgoing, reactions: [], didTapOnReaction: { _ in })
        XCTAssertEqual(bubble.contentViewBackground.backgroundColor, .black)
        XCTAssertTrue(bubble.contentView.superview === bubble.contentViewBackground)
        XCTAssertNotNil(bubble.tailBehind.image, "small icons have both tail images")
        XCTAssertNotNil(bubble.tailInFront.image)
        XCTAssertEqual(bubble.contentLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        let big = DefaultChatReactionPickerBubbleView()
        root.addSubview(big)
        big.content = .init(style: .bigIncoming, reactions: [], didTapOnReaction: { _ in })
        XCTAssertNil(big.tailFrontImage, "large icons have no front tail")
        XCTAssertEqual(big.contentBorderColor, big.contentBackgroundColor)
        XCTAssertEqual(big.contentBackgroundColor, Appearance().colorPalette.backgroundCoreElevation2)
    }
}

/// The SDK 4.x names of the scroll-to-bottom button are the current button and slot.
final class EarlierListNamesTests: XCTestCase {
    @available(*, deprecated)
    func testTheScrollToLatestMessageButtonIsTheScrollToBottomButton() {
        final class OwnButton: ScrollToBottomButton {}
        let components = Components()
        components.scrollToLatestMessageButton = OwnButton.self
        XCTAssertTrue(components.scrollToBottomButton == OwnButton.self)
        let list = ChatMessageListVC()
        XCTAssertTrue(list.scrollToLatestMessageButton === list.scrollToBottomButton)
    }
}
