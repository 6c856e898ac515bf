import XCTest

@testable import ChatCanvas

/// librsvg is opened when the first SVG is parsed (never linked): what a missing or wrong library gives, and that the
/// one installed draws.
final class SVGLibraryTests: XCTestCase {
    func testTheInstalledLibraryLoadsAndDrawsAnIcon() throws {
        XCTAssertNil(SVGLibrary.failure)
        XCTAssertNil(SVGLibrary.load(SVGLibrary.name))
        let image = try Image.svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"2\"><rect width=\"4\" height=\"2\" fill=\"#f00\"/></svg>"
        )
        XCTAssertEqual(image.size.width, 4)
        XCTAssertEqual(image.size.height, 2)
        XCTAssertTrue(image.isVector)
    }

    func testAMissingLibraryIsNamedWithTheLoadersReason() {
        let message = SVGLibrary.load("/nonexistent/librsvg-2.so.2")
        XCTAssertEqual(
            message, "/nonexistent/librsvg-2.so.2: cannot open shared object file: No such file or directory")
    }

    func testALibraryWithoutLibrsvgsFunctionsIsRefused() throws {
        // libz is a real shared library (Cairo's dependency), but not librsvg: refused even after librsvg loaded.
        XCTAssertNil(SVGLibrary.failure)
        let message = try XCTUnwrap(SVGLibrary.load("libz.so.1"))
        XCTAssertTrue(message.hasPrefix("libz.so.1: no rsvg_handle_new_from_data in it"), message)
        // The library loaded first still draws.
        XCTAssertNoThrow(try Image.svg("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 3 5\"/>"))
    }

    func testTheProblemIsOneLineNamingThePackage() {
        let line = SVGLibrary.problem("libfoo.so: bad\nthings")
        XCTAssertFalse(line.contains("\n"))
        XCTAssertTrue(line.hasPrefix("chatshot: cannot draw SVG images: libfoo.so: bad"), line)
        XCTAssertTrue(line.hasSuffix("install the package librsvg2-2 (or run Scripts/setup.sh)"), line)
    }

    func testAnInvalidDocumentStillGivesLibrsvgsReason() {
        XCTAssertThrowsError(try Image.svg("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\"", name: "broken.svg"))
        {
            let description = String(describing: $0)
            XCTAssertTrue(description.hasPrefix("broken.svg: invalid SVG ("), description)
            XCTAssertFalse(description.contains("\n"))
        }
    }
}
