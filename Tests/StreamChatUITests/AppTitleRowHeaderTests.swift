import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The Messenger clone's channel header: its subclass lays the title container's stack out as a row of its own
/// avatar, the title and a spacer "as wide as possible" (`greaterThanOrEqualToConstant: .greatestFiniteMagnitude`
/// at a low priority). The title keeps its width, the spacer takes the rest, and the row is no wider than the
/// space the bar items leave, from the bar's 16-pt leading margin, as a navigation bar fits its title view.
final class AppTitleRowHeaderTests: XCTestCase {
    final class RowHeaderView: ChatChannelHeaderView {
        lazy var ownAvatar = ChatChannelAvatarView()
        let spacer = UIView()
        override func setUpLayout() {
            super.setUpLayout()
            titleContainerView.subtitleLabel.removeFromSuperview()
            titleContainerView.containerView.addArrangedSubview(ownAvatar)
            titleContainerView.containerView.addArrangedSubview(titleContainerView.titleLabel)
            titleContainerView.containerView.axis = .horizontal
            titleContainerView.containerView.spacing = 10
            let wide = spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: .greatestFiniteMagnitude)
            wide.isActive = true
            wide.priority = .defaultLow
            titleContainerView.containerView.addArrangedSubview(spacer)
            ownAvatar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                ownAvatar.heightAnchor.constraint(equalToConstant: 32),
                ownAvatar.widthAnchor.constraint(equalToConstant: 32)
            ])
        }
    }

    func testTheTitleRowFitsTheBarAndKeepsTheTitle() {
        let components = Components()
        components.channelHeaderView = RowHeaderView.self
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Falcon Crew", members: [Fixture.me, Fixture.ann, Fixture.bob])
        let header = VCFixture.channelScreen(channel, components: components).headerView
        guard let row = header as? RowHeaderView else { return XCTFail("the app's header class") }
        let container = header.convert(row.titleContainerView.bounds, from: row.titleContainerView)
        let avatar = header.convert(header.channelAvatarView.bounds, from: header.channelAvatarView)
        XCTAssertEqual(container.minX, 16, accuracy: 0.5, "at the bar's 16-pt leading margin")
        XCTAssertLessThanOrEqual(container.maxX, avatar.minX + 0.5, "clear of the channel avatar")
        let title = header.convert(header.titleLabel.bounds, from: header.titleLabel)
        XCTAssertGreaterThan(title.width, 60, "the title keeps its width: \(title)")
        XCTAssertEqual(title.minX, container.minX + 42, accuracy: 0.5, "after the 32-pt avatar and 10 pt")
        let spacer = header.convert(row.spacer.bounds, from: row.spacer)
        XCTAssertEqual(spacer.maxX, container.maxX, accuracy: 0.5, "the spacer takes the rest")
    }
}
