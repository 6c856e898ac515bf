import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

/// A whole transcript (`showsAllMessages`, the `--full` option) builds its rows on demand: measuring keeps no cell,
/// and drawing a page builds only the rows on that page, with the pixels of a list that builds every row.
final class ChatMessageListViewTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func messages(_ count: Int) -> [ChatMessage] {
        (0..<count).map { i in
            Fixture.message(
                "m\(i)", [Fixture.me, Fixture.ann, Fixture.bob][i % 3], at: Double(i * 7_200 - count * 7_200),
                text: i % 4 == 0 ? "Message \(i), long enough to wrap onto a second line of its bubble" : "Message \(i)"
            )
        }
    }

    private func list(_ messages: [ChatMessage], whole: Bool) -> ChatMessageListView {
        let list = ChatMessageListView()
        list.appearance = Appearance()
        list.components = Components()
        list.showsAllMessages = whole
        list.setUpIfNeeded()
        let channel = Fixture.channel(members: [Fixture.me, Fixture.ann, Fixture.bob], messages: messages)
        list.content = .init(
            messages: messages,
            context: MessageListContext(
                channel: channel, currentUser: Fixture.me,
                now: Fixture.t0, timeZone: utc))
        return list
    }

    func testMeasuringTheWholeTranscriptKeepsNoRow() {
        let list = list(messages(300), whole: true)
        let height = list.contentHeight(width: 360)
        XCTAssertGreaterThan(height, 300 * 30)
        XCTAssertTrue(list.subviews.isEmpty, "every row measured is let go")
        list.frame = CGRect(x: 0, y: 0, width: 360, height: height)
        list.layoutIfNeeded()
        XCTAssertEqual(list.rowBoundaries.count, 300)
        XCTAssertEqual(list.rowBoundaries.last ?? 0, height, accuracy: 0.001)
        XCTAssertTrue(list.subviews.isEmpty, "laying out builds no row either")
    }

    /// A 600 pt page in the middle builds about the rows it shows, and draws what the list of every row draws there.
    func testAPageBuildsOnlyItsRowsAndDrawsTheSamePixels() throws {
        let all = messages(120)
        let whole = list(all, whole: true)
        let height = whole.contentHeight(width: 360)
        whole.frame = CGRect(x: 0, y: 0, width: 360, height: height)
        whole.layoutIfNeeded()
        // The reference: every row built at once, oldest at the top (the list is exactly as tall as its rows).
        let everyRow = list(all, whole: false)
        everyRow.frame = CGRect(x: 0, y: 0, width: 360, height: everyRow.contentHeight(width: 360))
        everyRow.layoutIfNeeded()
        XCTAssertEqual(everyRow.bounds.height, height, accuracy: 0.001)
        XCTAssertEqual(everyRow.cells.count, 120)

        func page(_ view: UIView, top: Double) throws -> [UInt8] {
            let canvas = try Canvas(width: 360, height: 600, scale: 1)
            canvas.translate(x: 0, y: -top)
            view.render(in: canvas)
            return canvas.rgbaPixels()
        }
        let top = (height / 2).rounded()
        XCTAssertEqual(try page(whole, top: top), try page(everyRow, top: top))
        XCTAssertGreaterThan(whole.cells.count, 5)
        XCTAssertLessThan(whole.cells.count, 30, "only the rows that reach the page (and 64 pt around it)")
        XCTAssertEqual(whole.subviews.count, whole.cells.count)
        // The next page lets go of the last one's rows.
        let firstRows = whole.cells.map { $0.messageContentView?.content?.id }
        XCTAssertEqual(try page(whole, top: 0), try page(everyRow, top: 0))
        XCTAssertTrue(Set(firstRows).isDisjoint(with: whole.cells.map { $0.messageContentView?.content?.id }))
    }
}
