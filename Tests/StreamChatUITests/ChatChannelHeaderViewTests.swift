import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The channel screen's header (the SDK's `ChatChannelVC` navigation bar): its avatar is the channel's
/// (`Components.channelAvatarView`), as in `ChatChannelVC_Tests/*.png`.
final class ChatChannelHeaderViewTests: XCTestCase {
    private func screen(_ channel: ChatChannel, components: Components = Components()) -> ChatChannelVC {
        VCFixture.channelScreen(channel, components: components)
    }

    /// A named group without images draws the person placeholder, not the channel name's initials
    /// (`test_emptyAppearance.default-light.png`).
    func testGroupWithoutImagesShowsThePersonPlaceholder() {
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Falcon Crew", members: [Fixture.me, Fixture.ann, Fixture.bob])
        let avatar = screen(channel).headerView.channelAvatarView
        XCTAssertFalse(avatar.isHidden)
        XCTAssertNil(avatar.presenceAvatarView.avatarView.content?.name, "no initials: the person glyph")
        XCTAssertNil(avatar.presenceAvatarView.avatarView.content?.image)
        // Measured in every `ChatChannelVC_Tests` picture: x 304…339, y 16…47 (36×32, 20 pt from the edge).
        XCTAssertEqual(avatar.frame, CGRect(x: 304, y: 16, width: 36, height: 32))
    }

    /// The title and subtitle are centred in the space the avatar leaves: the text centre is at x 152 in every
    /// `ChatChannelVC_Tests` picture (ink of "0 members, 0 online" x 95…209), not at the screen's centre (180).
    func testTitleAndSubtitleAreCentredLeftOfTheAvatar() {
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Falcon Crew", members: [Fixture.me, Fixture.ann, Fixture.bob])
        let header = screen(channel).headerView
        for label in [header.titleLabel, header.subtitleLabel] {
            XCTAssertFalse(label.isHidden)
            let frame = header.convert(CGRect(origin: .zero, size: label.frame.size), from: label)
            XCTAssertEqual(frame.midX, 152, accuracy: 0.5, label.text ?? "")
        }
    }

    /// A channel without a name whose only member is the current user has no title (the SDK's namer finds no one to
    /// name it after), and the subtitle stands alone in the middle of the bar:
    /// `ChatChannelVC_Tests/test_onlyEmojiMessageAppearance_whenQuotingMessage` draws "0 members, 0 online" with its
    /// ink at y 27…38 and no title, level with the avatar (16…48).
    func testWithoutANameOrOtherMembersOnlyTheSubtitleShowsCentredInTheBar() {
        let channel = ChatChannel(cid: "messaging:snapshot", name: nil, members: [Fixture.me])
        let header = screen(channel).headerView
        header.layoutIfNeeded()
        XCTAssertTrue(header.titleLabel.isHidden || (header.titleLabel.text ?? "").isEmpty)
        let subtitle = header.convert(
            CGRect(origin: .zero, size: header.subtitleLabel.frame.size), from: header.subtitleLabel)
        let avatar = header.channelAvatarView.frame
        XCTAssertEqual(subtitle.midY, avatar.midY, accuracy: 0.5, "the subtitle is level with the avatar")
        XCTAssertEqual(subtitle.midX, 152, accuracy: 0.5)
    }

    /// With the back button (device chrome: the screen was pushed) the text is centred between the back button and
    /// the avatar, the space the bar's items leave.
    func testWithTheBackButtonTheTitleIsCentredBetweenTheItems() {
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Falcon Crew", members: [Fixture.me, Fixture.ann, Fixture.bob])
        let header = screen(channel).headerView
        header.showsBackButton = true
        header.layoutIfNeeded()
        func frame(_ v: UIView) -> CGRect { header.convert(CGRect(origin: .zero, size: v.frame.size), from: v) }
        let space = (frame(header.backButton).maxX + frame(header.channelAvatarView).minX) / 2
        XCTAssertEqual(space, (21 + 304) / 2)
        XCTAssertEqual(frame(header.titleLabel).midX, space, accuracy: 0.5)
    }

    /// A direct-message channel shows the other member's avatar with the presence dot.
    func testDirectMessageShowsTheOtherMemberOnline() {
        var ann = Fixture.ann
        ann.isOnline = true
        let avatar = screen(ChatChannel(cid: "messaging:!members-x", members: [Fixture.me, ann])).headerView
            .channelAvatarView
        XCTAssertEqual(avatar.presenceAvatarView.avatarView.content?.name, "Ann Lee")
        XCTAssertEqual(avatar.presenceAvatarView.avatarView.content?.isOnline, true)
        XCTAssertTrue(avatar.presenceAvatarView.isOnlineIndicatorVisible)
    }

    /// The header takes its avatar class from the `channelAvatarView` slot, like the channel list.
    func testHeaderUsesTheChannelAvatarSlot() {
        final class SquareChannelAvatar: ChatChannelAvatarView {}
        let components = Components()
        components.channelAvatarView = SquareChannelAvatar.self
        let header = screen(
            ChatChannel(cid: "messaging:crew", name: "Crew", members: [Fixture.me, Fixture.ann, Fixture.bob]),
            components: components
        ).headerView
        XCTAssertTrue(header.channelAvatarView is SquareChannelAvatar)
    }

    /// The thread screen has no avatar.
    func testThreadHeaderHasNoAvatar() {
        let parent = Fixture.message("p", Fixture.ann, at: 0)
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Crew", members: [Fixture.me, Fixture.ann, Fixture.bob], messages: [parent])
        let vc = ChatThreadVC()
        OfflineChatStore(channels: [channel], currentUser: Fixture.me).performAsCurrent {
            vc.channelController = VCFixture.client.channelController(for: channel.cid)
            vc.messageController = VCFixture.client.messageController(cid: channel.cid, messageId: parent.id)
            vc.appearance = Appearance()
            vc.components = Components()
            vc.setUpIfNeeded()
            vc.frame = CGRect(x: 0, y: 0, width: 360, height: 700)
            vc.layoutIfNeeded()
        }
        XCTAssertEqual(vc.headerView.titleContainerView.titleLabel.text, "Thread Reply")
        XCTAssertEqual(vc.headerView.titleContainerView.subtitleLabel.text, "with Crew")
        XCTAssertTrue(vc.navigationBarView.channelAvatarView.isHidden)
        // Without the avatar the text is centred on the screen, as "Thread Reply" is in
        // `ChatThreadVC_Tests/test_defaultAppearance.default-light.png` (ink x 128…232, centre 180).
        let label = vc.headerView.titleContainerView.titleLabel
        let frame = vc.navigationBarView.convert(CGRect(origin: .zero, size: label.frame.size), from: label)
        XCTAssertEqual(frame.midX, 180, accuracy: 0.5)
    }
}

extension ChatChannelHeaderViewTests {
    final class AppHeaderView: ChatChannelHeaderView {
        override var titleText: String? { "Custom: " + (super.titleText ?? "") }
        override var subtitleText: String? { nil }
    }

    func testTitleAndSubtitleTextOverridesAreWhatTheLabelsShow() {
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 64))
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let header = AppHeaderView()
        root.addSubview(header)
        header.content = .init(title: "General", subtitle: "3 members, 1 online", avatar: nil)
        XCTAssertEqual(header.titleLabel.text, "Custom: General")
        XCTAssertTrue(header.subtitleLabel.isHidden)
    }

    // MARK: Back button (the brand-colour guide's "‹ Back", in the window's tint)

    /// The chevron is drawn in the tint colour the header inherits (the window's: `.systemPink` in the guide), not
    /// in the palette's `navigationBarTintColor` (#005FFF whatever the tint, which the SDK never reads); 13×22 at
    /// x 8, centred on the bar's 32-pt line.
    func testBackButtonTakesTheWindowsTint() throws {
        let pink = UIColor(Color(rgb: 0xFF2D55))
        let root = _View()
        let appearance = Appearance()
        appearance.tintColor = pink
        root.appearance = appearance
        root.components = Components()
        root.setUpIfNeeded()
        let header = ChatChannelHeaderView()
        root.addSubview(header)
        header.showsBackButton = true
        header.content = .init(title: "Falcon Crew", subtitle: nil, avatar: nil)
        root.frame = CGRect(x: 0, y: 0, width: 360, height: ChatChannelHeaderView.height)
        header.frame = root.bounds
        header.layoutIfNeeded()
        let frame = header.convert(header.backButton.bounds, from: header.backButton)
        XCTAssertEqual(frame, CGRect(x: 8, y: 21, width: 13, height: 22))
        let canvas = try Canvas(width: 360, height: ChatChannelHeaderView.height)
        canvas.fill(Path.rect(root.bounds), color: .white)
        root.render(in: canvas)
        let px = canvas.rgbaPixels()
        var xs: [Int] = []
        var strongest = (g: 255, rgb: [255, 255, 255])
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let i = (y * canvas.pixelWidth + x) * 4
                let g = Int(px[i + 1])
                if g < 200 { xs.append(x) }
                if g < strongest.g { strongest = (g, [Int(px[i]), g, Int(px[i + 2])]) }
            }
        }
        XCTAssertGreaterThan(xs.count, 10, "the chevron is drawn")
        XCTAssertEqual(strongest.rgb[0], 0xFF, accuracy: 3, "pink")
        XCTAssertEqual(strongest.rgb[1], 0x2D, accuracy: 12)
        XCTAssertEqual(strongest.rgb[2], 0x55, accuracy: 12)
    }
}

// MARK: The title from Components.titleContainerView

extension ChatChannelHeaderViewTests {
    /// An app's title view, registered in `Components.titleContainerView`: a red title and a "Custom" subtitle line.
    final class AppTitleContainerView: TitleContainerView {
        override func setUpAppearance() {
            super.setUpAppearance()
            titleLabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        override func updateContent() {
            super.updateContent()
            subtitleLabel.text = "Custom"
        }
    }

    func testTheTitleIsTheRegisteredTitleContainerViewDrawnInTheBar() throws {
        let components = Components()
        components.titleContainerView = AppTitleContainerView.self
        let channel = ChatChannel(
            cid: "messaging:crew", name: "Falcon Crew", members: [Fixture.me, Fixture.ann, Fixture.bob])
        let vc = screen(channel, components: components)
        let header = vc.headerView
        XCTAssertTrue(header.titleContainerView is AppTitleContainerView, "made from Components.titleContainerView")
        XCTAssertEqual(header.titleLabel.text, "Falcon Crew")
        XCTAssertEqual(header.subtitleLabel.text, "Custom")
        // Centred left of the avatar, as the default title is.
        let title = header.convert(header.titleLabel.bounds, from: header.titleLabel)
        XCTAssertEqual(title.midX, 152, accuracy: 0.5)

        let canvas = try Canvas(width: vc.bounds.width, height: vc.bounds.height)
        vc.render(in: canvas)
        let px = canvas.rgbaPixels()
        var red: [CGPoint] = []
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let i = (y * canvas.pixelWidth + x) * 4
                if px[i] > 200 && px[i + 1] < 90 && px[i + 2] < 90 {
                    red.append(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                }
            }
        }
        let titleOnScreen = vc.convert(header.titleLabel.bounds, from: header.titleLabel).insetBy(dx: -1, dy: -1)
        XCTAssertGreaterThan(red.count, 30, "the app's red title is drawn")
        XCTAssertTrue(red.allSatisfy { titleOnScreen.contains($0) }, "red only in the title")
    }
}
