import Foundation
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// The date overlay of a list drawn mid-scroll (the date-separators guide's pictures, `message-list-date-separator-
/// overlay.png` and `…-static.png`): a pill with the top message's date, centred, 8 pt under the list's top.
final class DateOverlayTests: XCTestCase {
    func testMidScrollPillIsCentredEightPointsUnderTheTop() throws {
        MainActor.assumeIsolated {
            let messages = (0..<12).map {
                Fixture.message("m\($0)", Fixture.ann, at: Double($0) * 60, text: "Hi \($0)")
            }
            let vc = VCFixture.channelScreen(Fixture.channel(messages: messages), scrolling: true)
            let pill = vc.messageListVC.dateOverlayView
            XCTAssertFalse(pill.isHidden)
            XCTAssertEqual(pill.frame.minY, 8)
            XCTAssertEqual(pill.frame.midX, vc.messageListVC.view.bounds.midX, accuracy: 0.5)
            XCTAssertEqual(pill.frame.height, 22, accuracy: 0.5)
            XCTAssertGreaterThan(pill.frame.width, 40)
            let still = VCFixture.channelScreen(Fixture.channel(messages: messages), scrolling: false)
            XCTAssertTrue(still.messageListVC.dateOverlayView.isHidden, "a list at rest shows no overlay")
        }
    }
}
