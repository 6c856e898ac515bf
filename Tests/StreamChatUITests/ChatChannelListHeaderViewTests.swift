import ChatCanvas
import StreamChat
import XCTest

@testable import StreamChatUI

/// The channel list's navigation bar (also the thread list's).
final class ChatChannelListHeaderViewTests: XCTestCase {
    /// The current user's avatar is laid out as the iOS 26 bar of the SDK's pictures lays a bar item out: 36×32, 20 pt
    /// from the screen's edge (the mirror of the channel avatar at x 304…339 in every `ChatChannelVC_Tests` picture),
    /// vertically centred on the title.
    func testCurrentUserAvatarIs36By32At20() {
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 700))
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let header = ChatChannelListHeaderView()
        root.addSubview(header)
        header.content = Fixture.me
        header.frame = CGRect(x: 0, y: 0, width: 360, height: ChatChannelListHeaderView.height)
        header.layoutIfNeeded()
        let avatar = header.currentUserAvatarView
        XCTAssertFalse(avatar.isHidden)
        let frame = header.convert(CGRect(origin: .zero, size: avatar.frame.size), from: avatar)
        XCTAssertEqual(frame, CGRect(x: 20, y: 16, width: 36, height: 32))
        XCTAssertEqual(
            frame.midY, header.convert(header.titleLabel.bounds, from: header.titleLabel).midY, accuracy: 0.5)
    }
}
