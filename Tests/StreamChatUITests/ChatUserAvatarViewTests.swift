import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class ChatUserAvatarViewTests: XCTestCase {
    func testItShowsTheUsersInitialsInTheRegisteredAvatarView() {
        final class AppAvatarView: ChatAvatarView {}
        let root = _View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.appearance = Appearance()
        let components = Components()
        components.avatarView = AppAvatarView.self
        root.components = components
        root.setUpIfNeeded()
        let view = ChatUserAvatarView()
        view.shouldShowOnlineIndicator = false
        view.content = ChatUser(id: "ann", name: "Ann Lee", isOnline: true)
        root.addSubview(view)
        view.frame = root.bounds
        view.layoutIfNeeded()
        XCTAssertTrue(view.presenceAvatarView.avatarView is AppAvatarView)
        XCTAssertEqual(view.presenceAvatarView.avatarView.content?.name, "Ann Lee")
        XCTAssertFalse(view.presenceAvatarView.isOnlineIndicatorVisible)
        XCTAssertEqual(view.presenceAvatarView.avatarView.frame.size, CGSize(width: 40, height: 40))
    }
}
