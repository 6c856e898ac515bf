import ChatCanvas
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

    /// `appearance.fontTracking: none` reaches the initials: "PG" in a 40-pt avatar (20-pt bold, one letter gap of
    /// −0.45 pt under SF Pro's tracking) is about half a point wider untracked.
    func testFontTrackingNoneReachesTheInitials() throws {
        /// The initials' ink width in points (dark pixels at 3×).
        func inkWidth(_ tracking: FontTracking) throws -> Double {
            let view = ChatAvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let root = _View(frame: view.frame)
            let appearance = Appearance()
            appearance.fonts.setTracking(tracking)
            root.appearance = appearance
            root.components = Components()
            root.setUpIfNeeded()
            root.addSubview(view)
            view.content = AvatarContent(image: nil, name: "Pep Guardiola")
            view.layoutIfNeeded()
            let canvas = try Canvas(width: 40, height: 40, scale: 3)
            view.render(in: canvas)
            let px = canvas.rgbaPixels()
            var columns = Set<Int>()
            for y in 0..<120 {
                for x in 0..<120 where px[(y * 120 + x) * 4] < 60 && px[(y * 120 + x) * 4 + 3] > 200 {
                    columns.insert(x)
                }
            }
            return Double((columns.max() ?? 0) - (columns.min() ?? 0) + 1) / 3
        }
        let tracked = try inkWidth(.sfPro)
        let untracked = try inkWidth(.none)
        XCTAssertEqual(untracked - tracked, 0.45, accuracy: 0.35, "tracked \(tracked), untracked \(untracked)")
    }
}
