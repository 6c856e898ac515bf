import UIKit
import XCTest

final class UIImpactFeedbackGeneratorTests: XCTestCase {
    func testFeedbackGeneratorsAreInert() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impact.style, .heavy)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
