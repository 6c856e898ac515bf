import ChatCanvas
import TestSupport
import XCTest

@testable import ChatShotKit

/// `chatshot diff` on hostile files: sizes from the headers, a pixel cap, and a diff image that never
/// replaces an input.
final class HostileDiffTests: XCTestCase {
    var folder = ""
    private var scratch: TemporaryFolder?
    override func setUpWithError() throws {
        scratch = try TemporaryFolder("diff-hostile")
        folder = scratch!.path
    }
    override func tearDownWithError() throws { scratch = nil }

    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch { return "\(error)" }
    }

    /// A PNG signature and IHDR claiming `width`×`height`, with no image data after it.
    private func pngHeader(_ width: Int, _ height: Int) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        for v in [width, height] {
            d.append(contentsOf: [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
        }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    /// A PNG file of well-formed chunks (good CRCs): IHDR for `width`×`height`, one IDAT of `data`, IEND.
    private func pngChunks(_ width: Int, _ height: Int, data: [UInt8]) -> Data {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + payload
            return be32(payload.count) + body + be32(Int(crc32(body)))
        }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
                + chunk("IDAT", data) + chunk("IEND", []))
    }

    /// Files of different sizes are a difference told from their headers: the pixels are not decoded (a
    /// 16000×16000 image costs nothing), but a file without image data, with a bad CRC or cut short is bad input.
    func testSizeMismatchIsToldFromTheHeaders() throws {
        try RGBAImage(width: 10, height: 10, fill: (255, 255, 255, 255)).writePNG(to: folder + "/a.png")
        try RGBAImage(width: 12, height: 8, fill: (255, 255, 255, 255)).writePNG(to: folder + "/c.png")
        let r = try ImageDiff.compareFiles(folder + "/a.png", folder + "/c.png", diffOutput: folder + "/diff.png")
        XCTAssertTrue(r.sizeMismatch)
        XCTAssertEqual([r.width, r.height, r.actualWidth, r.actualHeight], [10, 10, 12, 8])
        XCTAssertFalse(r.passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/diff.png"))
        // 16000×16000 (a GiB decoded) whose image data would not even inflate: only the headers are read.
        FileManager.default.createFile(
            atPath: folder + "/huge.png", contents: pngChunks(16_000, 16_000, data: [0x78, 0x9C, 1, 2, 3]))
        let huge = try ImageDiff.compareFiles(folder + "/a.png", folder + "/huge.png")
        XCTAssertTrue(huge.sizeMismatch)
        XCTAssertEqual([huge.actualWidth, huge.actualHeight], [16_000, 16_000])
        // Past the pixel cap, or of no size at all, a file is bad input even when its size alone would differ.
        FileManager.default.createFile(
            atPath: folder + "/over.png", contents: pngChunks(20_000, 20_000, data: [0x78, 0x9C, 1, 2, 3]))
        XCTAssertEqual(
            message { try ImageDiff.compareFiles(folder + "/a.png", folder + "/over.png") },
            folder + "/over.png: PNG of 20000×20000 pixels is too large to compare (the limit is 268435456 pixels)")
        FileManager.default.createFile(
            atPath: folder + "/empty.png", contents: pngChunks(0, 10, data: [0x78, 0x9C, 1, 2, 3]))
        XCTAssertEqual(
            message { try ImageDiff.compareFiles(folder + "/a.png", folder + "/empty.png") },
            folder + "/empty.png: corrupt PNG (IHDR gives a size of 0×10 pixels)")
        // b.png is a header without pixel data; d.png has a broken CRC; e.png is cut short.
        FileManager.default.createFile(atPath: folder + "/b.png", contents: pngHeader(400, 300))
        XCTAssertTrue(
            message { try ImageDiff.compareFiles(folder + "/a.png", folder + "/b.png") }.hasPrefix(folder + "/b.png: "))
        var broken = try Data(contentsOf: URL(fileURLWithPath: folder + "/c.png"))
        broken[broken.count - 20] ^= 0xFF
        FileManager.default.createFile(atPath: folder + "/d.png", contents: broken)
        XCTAssertTrue(
            message { try ImageDiff.compareFiles(folder + "/a.png", folder + "/d.png") }.hasPrefix(
                folder + "/d.png: corrupt"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder + "/c.png"))
        FileManager.default.createFile(atPath: folder + "/e.png", contents: whole.prefix(whole.count - 12))
        XCTAssertEqual(
            message { try ImageDiff.compareFiles(folder + "/e.png", folder + "/a.png") },
            folder + "/e.png: truncated PNG (the file ends before the IEND chunk)")
    }

    func testImagesOverThePixelCapAreRefused() {
        let path = folder + "/huge.png"
        FileManager.default.createFile(atPath: path, contents: pngHeader(20_000, 20_000))
        XCTAssertEqual(
            message { try ImageDiff.compareFiles(path, path) },
            path + ": PNG of 20000×20000 pixels is too large to compare (the limit is 268435456 pixels)")
    }

    func testTheDiffImageNeverReplacesAnInput() throws {
        let a = folder + "/a.png"
        let b = folder + "/b.png"
        try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255)).writePNG(to: a)
        try RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)).writePNG(to: b)
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        for output in [a, b] {
            XCTAssertEqual(
                message { try ImageDiff.compareFiles(a, b, diffOutput: output) },
                output + ": is an input of this command (\(output)); refusing to replace it")
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: a)
        XCTAssertEqual(
            message { try ImageDiff.compareFiles(a, b, diffOutput: self.folder + "/link.png") },
            folder + "/link.png: is a symbolic link, not a regular file; refusing to replace it")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), before)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder)), ["a.png", "b.png", "link.png"])
    }

    func testBadInputMessagesAreOneLine() {
        XCTAssertEqual(
            ChatShotError.file("x.png", problem: "\nchatshot: all good\u{1B}[0m").description,
            #"x.png: \nchatshot: all good\u{1B}[0m"#)
        XCTAssertEqual(ChatShotError.render(String(repeating: "a", count: 5000)).description.count, 1000)
    }
}
