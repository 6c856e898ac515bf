import TestSupport
import XCTest

@testable import ChatCanvas

/// Images and outputs from and for strangers: one-line errors, pixel limits, a memory budget, safe writes.
final class HostileImageTests: XCTestCase {
    private var scratch: TemporaryFolder?
    var folder: String { scratch?.path ?? "" }
    override func setUpWithError() throws { scratch = try TemporaryFolder("canvas") }
    override func tearDownWithError() throws { scratch = nil }

    private func write(_ data: Data, _ name: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch { return "\(error)" }
    }

    func testOneLineEscapesControlCharactersAndClips() {
        XCTAssertEqual(
            OneLine.escaped("a\nb\r\tc\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}é😀"),
            #"a\nb\r\tc\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}é😀"#)
        XCTAssertEqual(OneLine.escaped("abcdef", limit: 4), "abc…")
        XCTAssertEqual(OneLine.escaped("abcd", limit: 4), "abcd")
    }

    func testInvalidSVGIsOneLine() {
        let path = write(Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect".utf8), "bad.svg")
        let text = message { try Image.load(path: path) }
        XCTAssertTrue(text.hasPrefix(path + ": invalid SVG ("), text)
        XCTAssertFalse(text.contains("\n"), text)
    }

    func testFileNamesWithNewlinesStayOnOneLine() {
        let text = message { try Image.load(path: folder + "/a\nchatshot: b.png") }
        XCTAssertEqual(text, folder + #"/a\nchatshot: b.png: no such file"#)
    }

    // MARK: Pixel limits and the memory budget

    /// A PNG signature and IHDR claiming `width`×`height`, without image data.
    private func pngHeader(_ width: Int, _ height: Int) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        for v in [width, height] {
            d.append(contentsOf: [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
        }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    func testImagesOverFiftyMegapixelsAreRefusedFromTheirHeader() throws {
        let png = write(pngHeader(10_000, 6_000), "big.png")
        XCTAssertEqual(
            message { try Image.load(path: png) },
            png + ": PNG of 10000×6000 pixels is too large (the limit is 50 megapixels and 32767 pixels a side)")

        // The 24×16 JPEG with its start-of-frame segment claiming 10000×6000.
        var jpeg = [UInt8](smallJPEG)
        let sof = try XCTUnwrap((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        XCTAssertEqual(Array(jpeg[(sof + 5)..<(sof + 9)]), [0, 16, 0, 24])
        jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0x17, 0x70, 0x27, 0x10])
        let jpg = write(Data(jpeg), "big.jpg")
        XCTAssertEqual(
            message { try Image.load(path: jpg) },
            jpg + ": JPEG of 10000×6000 pixels is too large (the limit is 50 megapixels and 32767 pixels a side)")

        let svg = write(
            Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="20000"/>"#.utf8), "big.svg")
        XCTAssertEqual(
            message { try Image.load(path: svg) },
            svg + ": SVG of 100000×20000 pixels is too large (the limit is 50 megapixels and 32767 pixels a side)")
    }

    func testDecodedImagesStayWithinTheProcessBudget() throws {
        let canvas = try Canvas(width: 64, height: 64)
        canvas.clear(Color(rgb: 0x336699))
        let path = folder + "/square.png"
        try canvas.writePNG(to: path)
        let saved = ImageMemory.budget
        defer { ImageMemory.budget = saved }
        let before = ImageMemory.bytesInUse
        ImageMemory.budget = before + 64 * 64 * 4 + 100

        var first: Image? = try Image.load(path: path)
        XCTAssertEqual(ImageMemory.bytesInUse, before + 64 * 64 * 4)
        XCTAssertEqual(
            message { try Image.load(path: path) },
            path + ": PNG of 64×64 pixels needs 1 MiB decoded, which would "
                + "take this process's decoded images and canvases past their \(ImageMemory.mebibytes(before + 64 * 64 * 4 + 100)) budget "
                + "(\(ImageMemory.mebibytes(before + 64 * 64 * 4)) in use)")
        XCTAssertNotNil(first)
        first = nil  // freeing an image gives its bytes back
        XCTAssertEqual(ImageMemory.bytesInUse, before)
        XCTAssertNoThrow(try Image.load(path: path))
    }

    /// Canvases count against the same budget: reserved when made, given back when freed, refused past it.
    func testCanvasesShareTheBudget() throws {
        let saved = ImageMemory.budget
        defer { ImageMemory.budget = saved }
        let before = ImageMemory.bytesInUse
        ImageMemory.budget = before + (1 << 20)
        var small: Canvas? = try Canvas(width: 100, height: 50, scale: 2)
        XCTAssertEqual(ImageMemory.bytesInUse, before + 200 * 100 * 4)
        XCTAssertThrowsError(try Canvas(width: 600, height: 600)) { error in
            XCTAssertEqual(
                (error as? CanvasError)?.message,
                "a 600×600 pixel canvas needs 2 MiB, which would take this process's "
                    + "decoded images and canvases past their \(ImageMemory.mebibytes(before + (1 << 20))) budget "
                    + "(\(ImageMemory.mebibytes(before + 80_000)) in use)")
        }
        XCTAssertEqual(ImageMemory.bytesInUse, before + 80_000, "a refused canvas reserves nothing")
        XCTAssertNotNil(try Canvas(width: 100, height: 100, scale: 1, vector: true), "vector canvases hold no pixels")
        XCTAssertNotNil(small)
        small = nil
        XCTAssertEqual(ImageMemory.bytesInUse, before)
    }

    // MARK: Atomic output

    func testOutputsNeverReplaceLinksFoldersFIFOsOrInputs() throws {
        let input = folder + "/t.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: input))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: input)
        try FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(folder + "/fifo.png", 0o644), 0)
        XCTAssertEqual(link(input, folder + "/hard.json"), 0)
        let data = Data("new".utf8)

        XCTAssertEqual(
            message { try AtomicFile.write(data, to: self.folder + "/link.png") },
            folder + "/link.png: is a symbolic link, not a regular file; refusing to replace it")
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: self.folder + "/dir.png") },
            folder + "/dir.png: is a folder, not a regular file; refusing to replace it")
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: self.folder + "/fifo.png") },
            folder + "/fifo.png: is a FIFO, not a regular file; refusing to replace it")
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: "/dev/null") },
            "/dev/null: is a device, not a regular file; refusing to replace it")
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: input, protecting: [input]) },
            input + ": is an input of this command (\(input)); refusing to replace it")
        // The same file under another name (a hard link, or an input given through a symbolic link).
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: self.folder + "/hard.json", protecting: [input]) },
            folder + "/hard.json: is an input of this command (\(input)); refusing to replace it")
        XCTAssertEqual(
            message { try AtomicFile.write(data, to: input, protecting: [self.folder + "/link.png"]) },
            input + ": is an input of this command (\(folder)/link.png); refusing to replace it")
        XCTAssertEqual(try String(contentsOfFile: input, encoding: .utf8), "{}")
        XCTAssertEqual(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder)),
            ["t.json", "link.png", "dir.png", "fifo.png", "hard.json"])

        // A regular file that is not an input is replaced, and nothing is left behind.
        try AtomicFile.write(data, to: folder + "/hard.json", protecting: [folder + "/other.json"])
        XCTAssertEqual(try String(contentsOfFile: folder + "/hard.json", encoding: .utf8), "new")
        XCTAssertEqual(try String(contentsOfFile: input, encoding: .utf8), "{}")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, 5)
    }

    func testMissingFoldersAreCreatedOnlyWhenAsked() throws {
        let path = folder + "/a/b/out.txt"
        XCTAssertEqual(
            message { try AtomicFile.write(Data(), to: path) }, path + ": the folder \(folder)/a/b does not exist")
        try AtomicFile.write(Data("x".utf8), to: path, createFolders: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "x")
    }
}
