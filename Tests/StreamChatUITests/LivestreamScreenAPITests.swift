import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// What an app's own livestream screen (the YouTube clone's) builds from the SDK's pieces exists with the SDK's
/// types, and is inert in a still picture.
final class LivestreamScreenAPITests: XCTestCase {
    func testTheSwipeToReplyHandlerBelongsToTheListAndKeepsTheAppsReply() {
        let list = ChatMessageListVC()
        var replied: [MessageId] = []
        list.swipeToReplyGestureHandler.onReply = { replied.append($0.id) }
        XCTAssertTrue(list.swipeToReplyGestureHandler.listView === list.listView)
        XCTAssertNotNil(list.swipeToReplyGestureHandler.onReply)
        list.swipeToReplyGestureHandler.handle(gesture: UIPanGestureRecognizer())
        XCTAssertEqual(replied, [], "nobody swipes a still picture")
        XCTAssertTrue(list.listView.isLastCellFullyVisible)
    }

    func testTheKeyboardHandlerPutsTheComposerBack() {
        let parent = UIViewController()
        let composer = UIView()
        parent.view.addSubview(composer)
        let bottom = composer.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor, constant: -4)
        let handler: KeyboardHandler = ComposerKeyboardHandler(
            composerParentVC: parent, composerBottomConstraint: bottom)
        handler.start()
        bottom.constant = -300
        handler.stop()
        XCTAssertEqual(bottom.constant, -4)
        XCTAssertEqual(LocalAttachmentInfoKey.originalImage.rawValue, "originalImage")
    }
}
