import ChatCanvas
import UIKit
import XCTest

/// Menus, context menus, swipe actions and the refresh control: kept with UIKit's API, inert in a still picture.
final class UIMenuTests: XCTestCase {
    func testAMenuKeepsItsChildren() {
        let reply = UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let menu = UIMenu(
            title: "Message", subtitle: "Actions", image: nil, identifier: UIMenu.Identifier("message"),
            options: [.displayInline], children: [reply, UIMenu(title: "More", children: [delete])])
        XCTAssertEqual(menu.children.count, 2)
        XCTAssertEqual(menu.identifier.rawValue, "message")
        XCTAssertTrue(menu.options.contains(.displayInline))
        XCTAssertEqual(menu.subtitle, "Actions")
        XCTAssertEqual(menu.replacingChildren([reply]).children.count, 1)
        var provided = false
        _ = UIDeferredMenuElement { completion in
            provided = true
            completion([])
        }
        XCTAssertFalse(provided, "no menu opens in a still picture")
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        XCTAssertTrue(button.menu === menu)
        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        XCTAssertTrue(item.menu === menu)
    }

    func testContextMenusAndSwipeActionsAreKept() {
        final class Host: UIContextMenuInteractionDelegate {
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
            }
        }
        let host = Host()
        let view = UIView()
        let interaction = UIContextMenuInteraction(delegate: host)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.view === view)
        XCTAssertEqual(view.interactions.count, 1)
        view.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        XCTAssertEqual(action.backgroundColor, .systemRed)
        let swipe = UISwipeActionsConfiguration(actions: [action])
        XCTAssertTrue(swipe.performsFirstActionWithFullSwipe)
        XCTAssertEqual(swipe.actions.count, 1)
    }

    func testTheRefreshControlDrawsOnlyWhileRefreshing() throws {
        let control = UIRefreshControl()
        control.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        func inked() throws -> Int {
            let canvas = try Canvas(width: 60, height: 60, scale: 1)
            control.render(in: canvas)
            let bytes = canvas.rgbaPixels()
            return stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] > 0 }.count
        }
        XCTAssertEqual(try inked(), 0)
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertGreaterThan(try inked(), 0)
        control.endRefreshing()
        XCTAssertEqual(try inked(), 0)
        let scrollView = UIScrollView()
        scrollView.refreshControl = control
        XCTAssertTrue(scrollView.refreshControl === control)
    }
}
