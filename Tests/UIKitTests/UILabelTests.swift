import ChatCanvas
import XCTest

@testable import UIKit

/// A one-line label that shrinks its text to fit (`adjustsFontSizeToFitWidth`) ends with a line that fits whole,
/// tracking included (SF Pro's tracking changes with the size, so shrinking by the ratio alone can leave it wider).
final class UILabelTests: XCTestCase {
    func testAShrunkLineFitsItsWidth() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "You can't send messages in this channel"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let natural = try XCTUnwrap(label.textLayout(width: nil)).size.width
        for fraction in [0.99, 0.95, 0.8] {
            let width = natural * fraction
            let layout = try XCTUnwrap(label.textLayout(width: width))
            let whole = TextLayout(
                layout.text, font: layout.font, color: .black, width: nil, maxLines: 1, alignment: .left,
                lineBreakMode: .truncateTail, direction: .auto)
            XCTAssertLessThan(layout.font.size, 17)
            XCTAssertLessThanOrEqual(whole.size.width, width, "at \(fraction) of the natural width")
        }
    }
}
