import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class CurrentChatUserAvatarViewTests: XCTestCase {
    func testItShowsTheControllersUserAndDimsWhenNotNormal() {
        VCFixture.store().performAsCurrent {
            let root = _View()
            root.appearance = Appearance()
            root.components = Components()
            root.setUpIfNeeded()
            let view = root.components.currentUserAvatarView.init()
            root.addSubview(view)
            XCTAssertNil(view.avatarView.content)
            view.controller = VCFixture.client.currentUserController()
            XCTAssertEqual(view.avatarView.content?.id, Fixture.me.id)
            XCTAssertFalse(view.avatarView.shouldShowOnlineIndicator)
            XCTAssertTrue(view.controller?.delegate === view)
            XCTAssertEqual(view.alpha, 1)
            view.isEnabled = false
            XCTAssertEqual(view.alpha, 0.5)
            view.isEnabled = true
            view.isHighlighted = true
            XCTAssertEqual(view.alpha, 0.5)
            view.isHighlighted = false
            XCTAssertEqual(view.alpha, 1)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame.size, CGSize(width: 32, height: 32))
            XCTAssertEqual(view.avatarView.frame.size, CGSize(width: 32, height: 32))
        }
    }

    func testTheSlotTakesAnAppsSubclass() {
        final class AppAvatar: CurrentChatUserAvatarView {}
        let components = Components()
        components.currentUserAvatarView = AppAvatar.self
        XCTAssertTrue(components.currentUserAvatarView.init() is AppAvatar)
    }
}
