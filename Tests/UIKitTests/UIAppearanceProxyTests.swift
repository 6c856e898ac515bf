import UIKit
import XCTest

/// Appearance proxies of any view class (`UILabel.appearance().textColor = …`), as an app's launch code sets them:
/// views of the class and its subclasses take the proxy's settings when they join a superview, unless they set the
/// property themselves; a subclass's proxy is applied over its superclass's; a contained proxy only inside its
/// containers.
final class UIAppearanceProxyTests: XCTestCase {
    final class Badge: UILabel {}
    final class Card: UIView {}
    /// An app's view with its own designated initializer, as apps write them.
    final class AppRow: UIView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(title)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    override func setUp() {
        super.setUp()
        UIView.resetAllAppearanceProxies()
    }

    override func tearDown() {
        UIView.resetAllAppearanceProxies()
        super.tearDown()
    }

    func testALabelTakesTheProxysColourAndFontWhenItJoinsAView() {
        UILabel.appearance().textColor = .red
        UILabel.appearance().font = .systemFont(ofSize: 30)
        let root = UIView()
        let label = UILabel()
        XCTAssertEqual(label.textColor, .label, "not before it joins a view")
        root.addSubview(label)
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(label.font.pointSize, 30)
    }

    /// UIKit's own default (a collection view's system background) is not the app's setting: the proxy applies.
    func testAProxyReplacesUIKitsDefaultBackground() {
        UICollectionView.appearance().backgroundColor = .green
        let root = UIView()
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        root.addSubview(list)
        XCTAssertEqual(list.backgroundColor, .green)
    }

    func testAViewsOwnSettingWinsWhenItWasMadeBeforeOrAfter() {
        UILabel.appearance().textColor = .red
        let root = UIView()
        let before = UILabel()
        before.textColor = .green
        root.addSubview(before)
        XCTAssertEqual(before.textColor, .green, "set before it joined")
        let after = UILabel()
        root.addSubview(after)
        after.textColor = .blue
        XCTAssertEqual(after.textColor, .blue, "set after it joined")
        let moved = UIView()
        moved.addSubview(after)
        XCTAssertEqual(after.textColor, .blue, "joining another view keeps its own colour")
    }

    func testSubclassesTakeTheProxyAndTheirOwnProxyWins() {
        UILabel.appearance().textColor = .red
        Badge.appearance().textColor = .orange
        let root = UIView()
        let label = UILabel()
        let badge = Badge()
        root.addSubview(label)
        root.addSubview(badge)
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(badge.textColor, .orange)
        XCTAssertTrue(Badge.appearance() === Badge.appearance(), "one proxy per class")
        XCTAssertFalse(UILabel.appearance() === Badge.appearance())
    }

    func testTintAndBackgroundReachButtonsAndViewsBuiltBeforeTheyJoin() {
        UIButton.appearance().tintColor = .purple
        UIView.appearance().backgroundColor = .yellow
        let detached = UIView()
        let button = UIButton(type: .system)
        detached.addSubview(button)
        let root = UIView()
        root.addSubview(detached)
        XCTAssertEqual(button.tintColor, .purple)
        XCTAssertEqual(detached.backgroundColor, .yellow)
    }

    func testAContainedProxyOnlyReachesViewsInsideItsContainers() {
        UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .brown
        let card = Card()
        let inside = UILabel()
        card.addSubview(inside)
        let outside = UILabel()
        UIView().addSubview(outside)
        XCTAssertEqual(inside.textColor, .brown)
        XCTAssertEqual(outside.textColor, .label)
    }

    func testAnAppsViewWithItsOwnInitializersHasAProxy() {
        AppRow.appearance().backgroundColor = .cyan
        UILabel.appearance().textColor = .magenta
        let row = AppRow(frame: .zero)
        XCTAssertEqual(row.title.textColor, .magenta, "the row's label joined the row")
        UIView().addSubview(row)
        XCTAssertEqual(row.backgroundColor, .cyan)
        XCTAssertTrue(AppRow.appearance().isAppearanceProxy)
        XCTAssertFalse(row.isAppearanceProxy)
    }

    func testControlsTakeTheirOwnProxySettings() {
        UISwitch.appearance().onTintColor = .red
        UIActivityIndicatorView.appearance().color = .green
        UIButton.appearance().setTitleColor(.orange, for: .normal)
        let root = UIView()
        let toggle = UISwitch()
        let spinner = UIActivityIndicatorView()
        let button = UIButton(type: .system)
        for view in [toggle, spinner, button] as [UIView] { root.addSubview(view) }
        XCTAssertEqual(toggle.onTintColor, .red)
        XCTAssertEqual(spinner.color, .green)
        XCTAssertEqual(button.titleColor(for: .normal), .orange)
    }

    func testResetForgetsEveryProxy() {
        UILabel.appearance().textColor = .red
        UIView.resetAllAppearanceProxies()
        let label = UILabel()
        UIView().addSubview(label)
        XCTAssertEqual(label.textColor, .label)
    }

    func testRecordedProxiesReplayOnAFreshStart() {
        UILabel.appearance().textColor = .red
        let recorded = UIView.recordedAppearanceProxies()
        UIView.resetAllAppearanceProxies()
        UIView.replayAppearanceProxies(recorded)
        let label = UILabel()
        UIView().addSubview(label)
        XCTAssertEqual(label.textColor, .red)
    }
}
