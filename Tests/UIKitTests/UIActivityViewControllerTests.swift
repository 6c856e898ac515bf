import UIKit
import XCTest

final class UIActivityViewControllerTests: XCTestCase {
    final class CopyLinkActivity: UIActivity {
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.copyLink") }
        override var activityTitle: String? { "Copy link" }
    }

    func testAShareSheetKeepsItsItemsAndPresentsNothing() {
        let url = URL(string: "https://getstream.io")!
        let share = UIActivityViewController(activityItems: [url, "Look"], applicationActivities: [CopyLinkActivity()])
        share.excludedActivityTypes = [.airDrop, .print]
        share.completionWithItemsHandler = { _, _, _, _ in XCTFail("never completes") }
        XCTAssertEqual(share.activityItems.count, 2)
        XCTAssertEqual(share.applicationActivities?.first?.activityTitle, "Copy link")
        var presented = false
        UIViewController().present(share, animated: true) { presented = true }
        XCTAssertTrue(presented)
    }
}
