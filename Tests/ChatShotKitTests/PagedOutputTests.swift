import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// `--full` pages: breaks between rows, one set written as a whole, stale pages removed, nothing left on failure.
final class PagedOutputTests: XCTestCase {
    var dir = ""
    private var scratch: TemporaryFolder?
    override func setUpWithError() throws {
        scratch = try TemporaryFolder("pages")
        dir = scratch!.path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { scratch = nil }

    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

    func testPagesBreakBetweenRowsOnWholePixels() {
        // Rows end at 90, 180, 270, …; pages of at most 200 pt end at the last row that fits.
        let breaks = stride(from: 90.0, through: 900, by: 90).map { $0 }
        let pages = ScreenPass.pages(height: 950, maxPage: 200, breaks: breaks, scale: 3)
        XCTAssertEqual(pages.map(\.upperBound), [180, 360, 540, 720, 900, 950])
        XCTAssertEqual(pages.first?.lowerBound, 0)
        for (a, b) in zip(pages, pages.dropFirst()) { XCTAssertEqual(a.upperBound, b.lowerBound, "no gap, no overlap") }
        // A row taller than a page is cut where it must be.
        XCTAssertEqual(
            ScreenPass.pages(height: 500, maxPage: 200, breaks: [50, 450], scale: 2).map(\.upperBound),
            [50, 250, 450, 500])
        // Breaks land on whole pixels.
        XCTAssertEqual(
            ScreenPass.pages(height: 300, maxPage: 200, breaks: [100.4], scale: 2).map(\.upperBound), [100, 300])
        XCTAssertEqual(ScreenPass.pages(height: 120, maxPage: 200, breaks: [50], scale: 1).count, 1)
    }

    func testANewSetReplacesTheOldOneAndRemovesStalePages() throws {
        let out = dir + "/chat.png"
        let five = PagedOutput(path: out)
        for i in 0..<5 { try five.write(Data("page \(i)".utf8), page: i, of: 5) }
        XCTAssertEqual(files().filter { !$0.hasPrefix(".") }, [], "nothing in place before the set is complete")
        XCTAssertEqual(try five.commit().count, 5)
        XCTAssertEqual(files(), ["chat-1.png", "chat-2.png", "chat-3.png", "chat-4.png", "chat-5.png"])
        let two = PagedOutput(path: out)
        for i in 0..<2 { try two.write(Data("new \(i)".utf8), page: i, of: 2) }
        try two.commit()
        XCTAssertEqual(files(), ["chat-1.png", "chat-2.png"], "pages 3 to 5 of the longer run are gone")
        XCTAssertEqual(try String(contentsOfFile: dir + "/chat-2.png", encoding: .utf8), "new 1")
        let one = PagedOutput(path: out)
        try one.write(Data("single".utf8), page: 0, of: 1)
        try one.commit()
        XCTAssertEqual(files(), ["chat.png"])
    }

    func testAFailedRunLeavesNothingBehind() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/chat-1.png"))
        let out = PagedOutput(path: dir + "/chat.png")
        try out.write(Data("p0".utf8), page: 0, of: 3)
        try out.write(Data("p1".utf8), page: 1, of: 3)
        out.abandon()  // what render does when page 3 fails (a full disk, a bad image)
        XCTAssertEqual(files(), ["chat-1.png"])
        XCTAssertEqual(
            try String(contentsOfFile: dir + "/chat-1.png", encoding: .utf8), "old", "the earlier run is untouched")
    }
}
