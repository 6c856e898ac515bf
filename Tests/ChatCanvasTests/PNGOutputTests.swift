import TestSupport
import XCTest

@testable import ChatCanvas

final class PNGOutputTests: XCTestCase {
    private var scratch: TemporaryFolder?
    var folder: String { scratch?.path ?? "" }
    override func setUpWithError() throws { scratch = try TemporaryFolder("canvas") }
    override func tearDownWithError() throws { scratch = nil }

    private func sampleCanvas() throws -> Canvas {
        let canvas = try Canvas(width: 20, height: 10, scale: 2)
        canvas.clear(Color(rgb: 0xF0F0F0))
        canvas.fill(CGRect(x: 2, y: 2, width: 6, height: 6), radii: CornerRadii(all: 2), color: Color(rgb: 0x005FFF))
        return canvas
    }

    func testWritePNGIsAtomicAndLeavesNoTemporaryFiles() throws {
        let canvas = try sampleCanvas()
        let path = folder + "/out.png"
        try canvas.writePNG(to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["out.png"])
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(written, try canvas.pngData())
        XCTAssertEqual(Array(written.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try Image.load(path: path).size, CGSize(width: 40, height: 20))

        // Overwriting replaces the file in one step, again without leftovers.
        let other = try Canvas(width: 5, height: 5)
        try other.writePNG(to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["out.png"])
        XCTAssertEqual(try Image.load(path: path).size, CGSize(width: 5, height: 5))
    }

    func testWritingIntoAMissingFolderThrowsAndWritesNothing() throws {
        let path = folder + "/missing/sub/out.png"
        XCTAssertThrowsError(try sampleCanvas().writePNG(to: path)) { error in
            let message = "\(error)"
            XCTAssertTrue(error is AtomicFileError)
            XCTAssertTrue(message.contains(path), message)
            XCTAssertTrue(message.contains("does not exist"), message)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    func testWritingOverAFolderThrows() throws {
        let path = folder + "/taken.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        XCTAssertThrowsError(try sampleCanvas().writePNG(to: path)) { error in
            XCTAssertTrue("\(error)".contains(path))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["taken.png"])
    }

    func testWritingIntoAReadOnlyFolderThrowsAndLeavesNothing() throws {
        guard getuid() != 0 else { throw XCTSkip("root can write into read-only folders") }
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        XCTAssertThrowsError(try sampleCanvas().writePNG(to: locked + "/out.png"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), [])
    }
}
