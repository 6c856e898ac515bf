import XCTest

@testable import ChatCanvas

final class FontSetupTests: XCTestCase {
    func testOnlyThePinnedFamiliesAreKnown() throws {
        try FontSetup.prepare()
        let families = try FontSetup.availableFamilies()
        for family in [
            "Inter", "Inter Display", "Noto Color Emoji", "Noto Sans", "Noto Sans Mono", "Noto Sans Arabic",
            "Noto Sans Hebrew",
            "Noto Sans Devanagari"
        ] {
            XCTAssertTrue(families.contains(family), "missing \(family)")
        }
        XCTAssertTrue(families.contains("Noto Serif"))
        XCTAssertFalse(families.contains("Noto Serif Display"))
        XCTAssertFalse(families.contains("DejaVu Sans"))
    }

    func testGenericFamiliesMapToPinnedFamilies() {
        let inter = TextLayout("Hello", font: Font(size: 17), color: .black).size
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "SF Pro", size: 17), color: .black).size, inter)
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "sans-serif", size: 17), color: .black).size, inter)
        let notoSerif = TextLayout("Hello", font: Font(family: "Noto Serif", size: 17), color: .black).size
        XCTAssertNotEqual(notoSerif, inter)
        XCTAssertEqual(TextLayout("Hello", font: Font(family: "serif", size: 17), color: .black).size, notoSerif)
        XCTAssertEqual(try FontSetup.useFamily("serif"), .pinned)
        XCTAssertEqual(try FontSetup.useFamily("noto serif"), .pinned)
    }

    /// A family installed on the machine draws in that family once `useFamily` added it, even on a thread whose
    /// font map was already in use (it used to fall back to Inter silently).
    func testInstalledFamilyIsAddedOnRequest() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") else {
            throw XCTSkip("DejaVu Serif is not installed")
        }
        let inter = TextLayout("Hello", font: Font(size: 17), color: .black).size
        XCTAssertEqual(try FontSetup.useFamily("DejaVu Serif"), .installed)
        let dejaVu = TextLayout("Hello", font: Font(family: "DejaVu Serif", size: 17), color: .black).size
        XCTAssertNotEqual(dejaVu, inter)
        XCTAssertTrue(try FontSetup.availableFamilies().contains("DejaVu Serif"))
        XCTAssertFalse(try FontSetup.availableFamilies().contains("DejaVu Sans"), "only the family asked for")
    }

    func testUnknownFamilyIsNotFound() throws {
        guard case .notFound(let closest) = try FontSetup.useFamily("Georgia") else {
            return XCTFail("Georgia is not installed")
        }
        XCTAssertEqual(closest.first, "Noto Sans Georgian")
    }

    /// Markdown code is the SDK's `CourierNewPSMT`, drawn with Nimbus Mono PS: in
    /// `ChatMessageContentView_Tests/test_appearance_whenMessageWithMarkdownFromTheCurrentUserIsSent` the SDK's
    /// "let property: Double" is 200 pt of ink, 14 tall (ascender to descender), "= 10.0" 59 wide; Noto Sans Mono,
    /// drawn before, was 17 tall.
    func testMarkdownCodeIsACourier() throws {
        XCTAssertTrue(try FontSetup.availableFamilies().contains("Nimbus Mono PS"))
        XCTAssertFalse(try FontSetup.availableFamilies().contains("Nimbus Sans"), "only the Courier of the set")
        let code = Font(family: Font.markdownCodeFamily, size: 17)
        let line = TextLayout("let property: Double", font: code, color: .black)
        XCTAssertEqual(line.inkWidth, 200, accuracy: 4)
        XCTAssertEqual(TextLayout("= 10.0", font: code, color: .black).inkWidth, 59, accuracy: 2)
        let canvas = try Canvas(width: 260, height: 40)
        canvas.clear(.white)
        canvas.draw(line, at: CGPoint(x: 10, y: 5))
        let ink = try XCTUnwrap(inkBounds(canvas, background: .white))
        XCTAssertEqual(Double(ink.maxY - ink.minY + 1), 14, accuracy: 1.5)
        for name in ["Courier", "CourierNewPSMT"] {
            XCTAssertEqual(
                TextLayout("= 10.0", font: Font(family: name, size: 17), color: .black).inkWidth,
                TextLayout("= 10.0", font: code, color: .black).inkWidth)
        }
    }
}
