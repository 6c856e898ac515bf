import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// An app's navigation bar on the channel list: its bar button items, large title, search bar, or no bar at all
/// (iMessageClone: "Edit", a compose button, a large "Messages" and a search field; SlackClone hides the bar).
final class BarButtonItemsViewTests: XCTestCase {
    private var roots: [UIView] = []

    private func header(_ configure: (ChatChannelListHeaderView) -> Void) -> ChatChannelListHeaderView {
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 700))
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        roots.append(root)
        let header = ChatChannelListHeaderView()
        root.addSubview(header)
        configure(header)
        header.frame = CGRect(x: 0, y: 0, width: 360, height: header.preferredHeight)
        header.layoutIfNeeded()
        return header
    }

    private func frame(_ v: UIView, in header: UIView) -> CGRect { header.convert(v.bounds, from: v) }

    func testTitleImageSystemAndCustomItemsAreDrawnWhereTheBarPutsThem() throws {
        let button = UIButton()
        button.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
        let h = header {
            $0.leadingItemsView.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
            $0.trailingItemsView.items = [
                UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                UIBarButtonItem(customView: button)
            ]
        }
        let edit = try XCTUnwrap(h.leadingItemsView.subviews.first as? UILabel)
        XCTAssertEqual(edit.text, "Edit")
        XCTAssertEqual(frame(edit, in: h).minX, 20, accuracy: 0.5)
        XCTAssertEqual(frame(edit, in: h).midY, 32, accuracy: 0.5)
        XCTAssertEqual(edit.textColor, h.tintColor, "in the tint colour")
        let plus = try XCTUnwrap(h.trailingItemsView.subviews.first as? UIImageView)
        XCTAssertEqual(plus.image?.name, "plus")
        let custom = frame(button, in: h)
        XCTAssertEqual(custom.maxX, 340, accuracy: 0.5, "the last item 20 pt from the trailing edge")
        XCTAssertGreaterThan(custom.width, 10, "the app's button keeps its own size")
        XCTAssertLessThan(frame(plus, in: h).maxX, custom.minX)
    }

    /// A long centred title keeps 8 pt clear of the items on both sides (cut with an ellipsis).
    func testALongTitleKeepsClearOfTheItems() throws {
        let h = header {
            $0.title = "The longest channel list title anyone has ever given a chat app"
            $0.leadingItemsView.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
            $0.trailingItemsView.items = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        }
        let edit = frame(try XCTUnwrap(h.leadingItemsView.subviews.first), in: h)
        let compose = frame(try XCTUnwrap(h.trailingItemsView.subviews.first), in: h)
        let title = frame(h.titleLabel, in: h)
        XCTAssertGreaterThanOrEqual(title.minX, edit.maxX + 8 - 0.5)
        XCTAssertLessThanOrEqual(title.maxX, compose.minX - 8 + 0.5)
        XCTAssertEqual(title.midX, 180, accuracy: 0.5, "still centred on the screen")
    }

    func testDoneIsBoldAndADisabledItemIsGrey() throws {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let off = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        off.isEnabled = false
        let h = header { $0.trailingItemsView.items = [done, off] }
        let labels = h.trailingItemsView.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["Done", "Send"])
        XCTAssertEqual(labels[0].font.font.weight, UIFont.Weight.semibold.rawValue)
        XCTAssertEqual(labels[1].textColor, .tertiaryLabel)
        h.tintColor = .systemRed
        h.setNeedsLayout()
        h.layoutIfNeeded()
        XCTAssertEqual(labels[0].textColor, .systemRed, "a tint set after the items")
    }

    func testLargeTitleAndSearchBarRows() {
        let search = UISearchController()
        let h = header {
            $0.title = "Messages"
            $0.prefersLargeTitle = true
            $0.searchBar = search.searchBar
        }
        XCTAssertEqual(h.preferredHeight, 64 + 52 + 52)
        let title = frame(h.titleLabel, in: h)
        XCTAssertEqual(title.minX, 20, accuracy: 0.5, "at the leading edge")
        XCTAssertEqual(title.maxY, 64 + 52 - 8, accuracy: 0.5)
        XCTAssertEqual(h.titleLabel.font.pointSize, 34)
        let field = frame(search.searchBar.searchTextField, in: h)
        XCTAssertEqual(field.minX, 16, accuracy: 0.5)
        XCTAssertEqual(field.maxX, 344, accuracy: 0.5)
        XCTAssertGreaterThan(field.minY, title.maxY)
    }

    /// The channel list's bar takes the app's navigation bar look: at the list's top (the scroll edge) the
    /// `scrollEdgeAppearance`'s background and title attributes; a `standardAppearance` alone leaves the bar
    /// transparent there, as on iOS 15 and later; the appearance proxy's tint colours the items.
    func testTheListsBarDrawsTheAppsNavigationBarLook() {
        final class PurpleBarList: ChatChannelListVC {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
                let look = UINavigationBarAppearance()
                look.backgroundColor = .purple
                look.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
                navigationController?.navigationBar.scrollEdgeAppearance = look
                navigationController?.navigationBar.standardAppearance = look
            }
        }
        final class StandardOnlyList: ChatChannelListVC {
            override func viewDidLoad() {
                super.viewDidLoad()
                let look = UINavigationBarAppearance()
                look.backgroundColor = .purple
                navigationController?.navigationBar.standardAppearance = look
            }
        }
        UINavigationBar.appearance().tintColor = .black
        defer { UINavigationBar.appearance().tintColor = nil }
        func screen(_ list: ChatChannelListVC) -> ChatChannelListScreen {
            let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 700))
            root.appearance = Appearance()
            root.components = Components()
            root.setUpIfNeeded()
            roots.append(root)
            let screen = ChatChannelListScreen()
            screen.listVC = list
            root.addSubview(screen)
            screen.content = .init(
                channels: [Fixture.channel()], currentUser: Fixture.me, now: Date(timeIntervalSince1970: 0),
                timeZone: TimeZone(identifier: "UTC")!)
            screen.frame = root.bounds
            screen.layoutIfNeeded()
            return screen
        }
        let purple = screen(PurpleBarList())
        XCTAssertEqual(purple.headerView.backgroundColor, .purple)
        XCTAssertEqual(purple.headerView.titleLabel.textColor, .white)
        XCTAssertEqual(purple.headerView.titleLabel.font.pointSize, 20)
        XCTAssertEqual(purple.headerView.trailingItemsView.tintColor, .black, "the proxy's tint")
        let standard = screen(StandardOnlyList())
        XCTAssertEqual(
            standard.headerView.backgroundColor, Appearance().colorPalette.backgroundCoreApp,
            "no scroll-edge look: the SDK's bar")
    }

    /// The channel list screen reads its list's navigation controller: a hidden bar draws no header, and the list
    /// reaches the top with its safe area below the status bar.
    func testAHiddenNavigationBarLeavesTheScreenToTheList() {
        final class BarlessList: ChatChannelListVC {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        let root = _View(frame: CGRect(x: 0, y: 0, width: 360, height: 700))
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        roots.append(root)
        let screen = ChatChannelListScreen()
        screen.listVC = BarlessList()
        root.addSubview(screen)
        screen.content = .init(
            channels: [Fixture.channel()], currentUser: Fixture.me, now: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "UTC")!)
        screen.frame = root.bounds
        screen.layoutIfNeeded()
        XCTAssertTrue(screen.headerView.isHidden)
        XCTAssertEqual(screen.listVC.frame.minY, 0)
        XCTAssertEqual(screen.listVC.safeAreaInsets.top, 20)
        XCTAssertNotNil(screen.listVC.navigationController)
    }

    /// A channel screen whose controller puts call buttons in place of the channel avatar (MessengerClone's
    /// `navigationItem.rightBarButtonItem = callBarButtonItem`): the buttons are drawn, the avatar is not, and the
    /// title is centred in the space they leave.
    func testChannelScreenDrawsTheAppsItemsInPlaceOfTheAvatar() throws {
        final class CallChannelVC: ChatChannelVC {
            override func setUpLayout() {
                super.setUpLayout()
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(image: UIImage(systemName: "video"), style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: UIImage(systemName: "phone"), style: .plain, target: nil, action: nil)
                ]
            }
        }
        let components = Components()
        components.channelVC = CallChannelVC.self
        let vc = VCFixture.channelScreen(Fixture.channel(), components: components)
        let header = vc.headerView
        XCTAssertTrue(header.channelAvatarView.isHidden)
        let icons = header.trailingItemsView.subviews.compactMap { $0 as? UIImageView }
        XCTAssertEqual(icons.map { $0.image?.name }, ["phone", "video"], "trailing first: the video at the edge")
        let video = frame(icons[1], in: header)
        XCTAssertEqual(video.maxX, 340, accuracy: 0.5)
        let phone = frame(icons[0], in: header)
        let title = frame(header.titleContainerView, in: header)
        XCTAssertEqual(title.midX, phone.minX / 2, accuracy: 1, "centred between the edge and the items")
        XCTAssertLessThan(title.maxX, phone.minX)
    }

    /// The navigation item's `titleView` stands in for the title, centred in the bar at its own size.
    func testATitleViewStandsInForTheTitle() {
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let h = header {
            $0.title = "Messages"
            $0.titleView = logo
        }
        XCTAssertEqual(frame(logo, in: h), CGRect(x: 140, y: 20, width: 80, height: 24))
        XCTAssertTrue(h.titleLabel.isHidden)
    }

    /// A channel controller that sets its own `navigationItem.titleView` (the SDK's item holds the header): the
    /// app's view is drawn centred in the title space, the header's title and subtitle are not.
    func testChannelScreenDrawsTheAppsTitleView() throws {
        final class LogoChannelVC: ChatChannelVC {
            let logo = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 28))
            override func setUpLayout() {
                super.setUpLayout()
                navigationItem.titleView = logo
            }
        }
        let components = Components()
        components.channelVC = LogoChannelVC.self
        let vc = VCFixture.channelScreen(Fixture.channel(), components: components)
        let logo = try XCTUnwrap((vc as? LogoChannelVC)?.logo)
        XCTAssertTrue(logo.superview === vc.headerView)
        let frame = vc.headerView.convert(logo.bounds, from: logo)
        XCTAssertEqual(frame.size, CGSize(width: 90, height: 28))
        XCTAssertEqual(frame.midY, 32, accuracy: 0.5)
        XCTAssertTrue(vc.headerView.titleContainerView.isHidden)
        let plain = VCFixture.channelScreen(Fixture.channel())
        XCTAssertTrue(plain.navigationItem.titleView === plain.headerView, "the SDK's item holds the header")
        XCTAssertFalse(plain.headerView.titleContainerView.isHidden)
    }

    /// The channel avatar follows its item: gone while the app takes the item away, back when it returns.
    func testTheChannelAvatarFollowsItsItem() {
        let vc = VCFixture.channelScreen(Fixture.channel())
        XCTAssertFalse(vc.headerView.channelAvatarView.isHidden)
        vc.navigationItem.rightBarButtonItems = []
        vc.setNeedsLayout()
        vc.layoutIfNeeded()
        XCTAssertTrue(vc.headerView.channelAvatarView.isHidden)
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: vc.channelAvatarView)
        vc.setNeedsLayout()
        vc.layoutIfNeeded()
        XCTAssertFalse(vc.headerView.channelAvatarView.isHidden)
    }
}
