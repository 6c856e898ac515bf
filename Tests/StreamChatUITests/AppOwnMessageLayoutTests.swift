import ChatCanvas
import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// A message content view subclass whose `layout(options:)` builds a tree of its own without calling `super` (as
/// the Messenger clone's does): a date label over a row of spacer, avatar, bubble and spacer in plain stacks, pinned
/// to the content view. Each message is as tall as its constraints make it, the row's spacers push the bubble to
/// its side, and the SDK views in the plain stacks (the avatar) set up and keep the image the app gives them.
final class AppOwnMessageLayoutTests: XCTestCase {
    final class OwnTreeContentView: ChatMessageContentView {
        let dateLabel = UILabel()
        let avatar = ChatAvatarView()
        let bubble = UIView()
        let messageLabel = UILabel()
        let leadingSpacer = UIView()
        let trailingSpacer = UIView()
        lazy var row = UIStackView(arrangedSubviews: [leadingSpacer, avatar, bubble, trailingSpacer])
        lazy var column = UIStackView(arrangedSubviews: [dateLabel, row])

        override func layout(options: ChatMessageLayoutOptions) {
            for v in [dateLabel, avatar, bubble, messageLabel, row, column] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
            }
            row.axis = .horizontal
            row.alignment = .bottom
            row.spacing = 8
            column.axis = .vertical
            column.spacing = 4
            messageLabel.numberOfLines = 0
            bubble.addSubview(messageLabel)
            NSLayoutConstraint.activate([
                messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
                messageLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
                messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
                messageLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
                avatar.widthAnchor.constraint(equalToConstant: 30),
                avatar.heightAnchor.constraint(equalToConstant: 30)
            ])
            addSubview(column)
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: topAnchor),
                column.leadingAnchor.constraint(equalTo: leadingAnchor),
                column.trailingAnchor.constraint(equalTo: trailingAnchor),
                column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10)
            ])
        }

        override func updateContent() {
            guard let message = content else { return }
            dateLabel.text = "13 May 2024"
            dateLabel.font = appearance.fonts.subheadline
            messageLabel.text = message.text
            messageLabel.font = appearance.fonts.body
            let mine = message.isSentByCurrentUser
            leadingSpacer.isHidden = !mine
            trailingSpacer.isHidden = mine
            avatar.isHidden = mine
            avatar.imageView.image = UIImage(systemName: "person.circle")
        }
    }

    private func laidOut(_ message: ChatMessage) -> OwnTreeContentView {
        let root = _View()
        root.appearance = Appearance()
        let components = Components()
        components.imageLoader = StubImageLoader()
        root.components = components
        root.setUpIfNeeded()
        let view = OwnTreeContentView()
        view.context = MessageListContext(
            channel: Fixture.channel(), currentUser: Fixture.me, now: Fixture.t0,
            timeZone: TimeZone(identifier: "UTC")!)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: [.bubble, .text])
        view.content = message
        let size = view.sizeThatFits(CGSize(width: 360, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: 360, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    func testAMessageIsAsTallAsItsOwnConstraintsMakeIt() {
        let short = laidOut(Fixture.message("1", Fixture.ann, at: 0, text: "Hi"))
        XCTAssertGreaterThan(short.bounds.height, 40, "the date, the bubble and the 10-pt gap below")
        let dateHeight = short.dateLabel.frame.height
        let bubbleHeight = short.bubble.frame.height
        XCTAssertEqual(short.bounds.height, dateHeight + 4 + bubbleHeight + 10, accuracy: 0.5)
        XCTAssertEqual(short.messageLabel.frame.height + 16, bubbleHeight, accuracy: 0.5)
    }

    func testLongTextWrapsInsideTheBubbleAndTheMessageGrows() {
        let short = laidOut(Fixture.message("1", Fixture.ann, at: 0, text: "Hi"))
        let long = laidOut(
            Fixture.message(
                "2", Fixture.ann, at: 0, text: "Everyone on board? We leave from bay 94 in ten minutes, so hurry."))
        XCTAssertGreaterThan(long.messageLabel.frame.height, short.messageLabel.frame.height * 1.5, "two lines")
        XCTAssertEqual(long.bubble.frame.height, long.messageLabel.frame.height + 16, accuracy: 0.5)
        XCTAssertLessThanOrEqual(long.bubble.frame.maxX, 360, "the bubble stays in the row")
        XCTAssertEqual(
            long.bounds.height, long.dateLabel.frame.height + 4 + long.bubble.frame.height + 10, accuracy: 0.5,
            "the text is not cut off: the row is as tall as the wrapped text")
    }

    func testTheSpacerPushesTheCurrentUsersBubbleToTheTrailingEdge() {
        let mine = laidOut(Fixture.message("1", Fixture.me, at: 0, text: "Punch it!"))
        let bubble = mine.convert(mine.bubble.bounds, from: mine.bubble)
        XCTAssertEqual(bubble.maxX, 360, accuracy: 0.5)
        XCTAssertLessThan(bubble.width, 150, "the bubble hugs its text; the spacer takes the room")
        let theirs = laidOut(Fixture.message("2", Fixture.ann, at: 0, text: "Punch it!"))
        let their = theirs.convert(theirs.bubble.bounds, from: theirs.bubble)
        XCTAssertEqual(their.minX, 38, accuracy: 0.5, "after the 30-pt avatar and the 8-pt spacing")
        XCTAssertLessThan(their.width, 150)
    }

    func testTheAvatarInThePlainStackSetsUpAndKeepsTheAppsImage() {
        let v = laidOut(Fixture.message("1", Fixture.ann, at: 0, text: "Hi"))
        XCTAssertEqual(v.avatar.frame.size, CGSize(width: 30, height: 30))
        XCTAssertTrue(v.avatar.imageView.superview === v.avatar, "the avatar's own layout ran")
        XCTAssertEqual(v.avatar.imageView.frame.size, CGSize(width: 30, height: 30))
        XCTAssertNotNil(v.avatar.imageView.image, "the image the app set is not cleared by the avatar's content")
    }
}
