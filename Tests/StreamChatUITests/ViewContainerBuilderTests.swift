import StreamChat
import StreamChatCommonUI
import UIKit
import XCTest

final class ViewContainerBuilderTests: XCTestCase {
    func testContainersHoldTheBlocksViewsWithTheirAxisSpacingAndAlignment() {
        let icon = UIImageView()
        let title = UILabel()
        let subtitle = UILabel()
        let row = HContainer(spacing: 16, alignment: .center) {
            icon.width(24).height(24)
            VContainer(spacing: 2, alignment: .leading) {
                title
                subtitle
            }
        }
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(row.spacing.rawValue, 16)
        XCTAssertEqual(row.alignment, .center)
        XCTAssertEqual(row.arrangedSubviews.count, 2)
        XCTAssertTrue(row.arrangedSubviews[0] === icon)
        let column = row.arrangedSubviews[1] as? ContainerStackView
        XCTAssertEqual(column?.axis, .vertical)
        XCTAssertEqual(column?.arrangedSubviews.count, 2)

        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 68))
        row.padding(top: 12, leading: 16, bottom: 12, trailing: 16).embed(in: host)
        host.layoutIfNeeded()
        XCTAssertTrue(row.superview === host)
        XCTAssertEqual(row.frame.size, host.bounds.size)
        XCTAssertEqual(icon.frame.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(icon.frame.minX, 16)
    }

    func testStreamChatCommonUIIsStreamChatUI() {
        // A file that imports StreamChatCommonUI sees the SDK's Appearance and Components.
        let appearance = Appearance()
        XCTAssertNotNil(appearance.colorPalette)
        XCTAssertTrue(Components().userAvatarView == ChatUserAvatarView.self)
    }
}
