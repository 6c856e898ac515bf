import XCTest
@testable import ChatShotKit

/// PNG decoding: every 8-bit colour type and every row filter, decoded by the fast path and by
/// libpng, must give the same RGBA pixels as worked out here.
final class DiffPNGDecoderTests: XCTestCase {
    // A tiny PNG writer with uncompressed ("stored") deflate blocks, so the test controls every byte.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let td = Array(type.utf8) + data
        return be32(data.count) + td + be32(Int(crc32(td)))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let final: UInt8 = i + n >= data.count ? 1 : 0
            out += [final, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8 & 255)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        return out + be32(Int(b << 16 | a))
    }

    /// `rows` are unfiltered sample rows; each is filtered with `filters[y % filters.count]`.
    static func png(width: Int, height: Int, colorType: UInt8, channels: Int, rows: [[UInt8]], filters: [UInt8],
                    extra: [[UInt8]] = [], splitIDAT: Bool = false) -> Data {
        var raw: [UInt8] = []
        var prev = [UInt8](repeating: 0, count: width * channels)
        for (y, row) in rows.enumerated() {
            let f = filters[y % filters.count]
            raw.append(f)
            for i in 0..<row.count {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(prev[i])
                let c = i >= channels ? Int(prev[i - channels]) : 0
                let predictor: Int
                switch f {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                raw.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
            }
            prev = row
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be32(width) + be32(height) + [8, colorType, 0, 0, 0])
        for e in extra { bytes += e }
        let z = zlibStored(raw)
        if splitIDAT {
            let mid = z.count / 2
            bytes += chunk("IDAT", Array(z[..<mid])) + chunk("IDAT", Array(z[mid...]))
        } else {
            bytes += chunk("IDAT", z)
        }
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    /// A deterministic busy pattern so that every filter predicts something non-trivial.
    static func sample(_ x: Int, _ y: Int, _ c: Int) -> UInt8 { UInt8(truncatingIfNeeded: x * 37 + y * 91 + c * 53 + (x * y) % 7) }

    func decodeBoth(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws -> RGBAImage {
        let viaDefault = try RGBAImage.decodePNG(data, name: "test.png")
        let viaLibpng = try data.withUnsafeBytes { try RGBAImage.decodeWithLibpng($0, name: "test.png") }
        XCTAssertEqual(viaDefault, viaLibpng, "fast decoder and libpng disagree", file: file, line: line)
        if FastPNGDecoder.isAvailable {
            let fast = try data.withUnsafeBytes { try FastPNGDecoder.decode($0, name: "test.png") }
            XCTAssertNotNil(fast, "the fast path should handle this PNG", file: file, line: line)
        }
        return viaDefault
    }

    func testRGBAAllFilters() throws {
        let w = 9, h = 10
        let rows = (0..<h).map { y in (0..<w).flatMap { x in (0..<4).map { Self.sample(x, y, $0) } } }
        for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1, 0]] {
            for split in [false, true] {
                let img = try decodeBoth(Self.png(width: w, height: h, colorType: 6, channels: 4, rows: rows, filters: filters, splitIDAT: split))
                XCTAssertEqual(img.pixels, rows.flatMap { $0 }, "filters \(filters)")
            }
        }
    }

    func testRGBGreyPaletteAndTransparency() throws {
        let w = 5, h = 6
        // RGB with a transparent colour key (tRNS): pixels equal to the key get alpha 0.
        let rgbRows = (0..<h).map { y in (0..<w).flatMap { x in x == 2 ? [10, 20, 30] : (0..<3).map { Self.sample(x, y, $0) } } }
        let key = Self.chunk("tRNS", [0, 10, 0, 20, 0, 30])
        var img = try decodeBoth(Self.png(width: w, height: h, colorType: 2, channels: 3, rows: rgbRows, filters: [0, 1, 2, 3, 4], extra: [key]))
        XCTAssertTrue(img[2, 3] == (10, 20, 30, 0))
        XCTAssertTrue(img[1, 1] == (Self.sample(1, 1, 0), Self.sample(1, 1, 1), Self.sample(1, 1, 2), 255))

        // Grey: g → (g, g, g, 255); grey + alpha.
        let greyRows = (0..<h).map { y in (0..<w).map { x in Self.sample(x, y, 0) } }
        img = try decodeBoth(Self.png(width: w, height: h, colorType: 0, channels: 1, rows: greyRows, filters: [4, 2]))
        let g = Self.sample(3, 4, 0)
        XCTAssertTrue(img[3, 4] == (g, g, g, 255))
        let gaRows = (0..<h).map { y in (0..<w).flatMap { x in [Self.sample(x, y, 0), UInt8(x * 50)] } }
        img = try decodeBoth(Self.png(width: w, height: h, colorType: 4, channels: 2, rows: gaRows, filters: [1, 3]))
        XCTAssertTrue(img[3, 4] == (g, g, g, 150))

        // Palette with partial transparency.
        let plte = Self.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let trns = Self.chunk("tRNS", [128])
        let palRows = (0..<h).map { y in (0..<w).map { x in UInt8((x + y) % 3) } }
        img = try decodeBoth(Self.png(width: w, height: h, colorType: 3, channels: 1, rows: palRows, filters: [0, 2], extra: [plte, trns]))
        XCTAssertTrue(img[0, 0] == (255, 0, 0, 128))
        XCTAssertTrue(img[1, 0] == (0, 255, 0, 255))
        XCTAssertTrue(img[1, 1] == (0, 0, 255, 255))
    }

    func testBadCRCIsAnError() throws {
        var data = Self.png(width: 2, height: 2, colorType: 6, channels: 4, rows: [[UInt8](repeating: 9, count: 8), [UInt8](repeating: 9, count: 8)], filters: [0])
        data[data.count - 20] ^= 0x01 // inside IDAT
        XCTAssertThrowsError(try RGBAImage.decodePNG(data, name: "broken.png")) { error in
            XCTAssertTrue("\(error)".contains("broken.png"), "\(error)")
        }
    }

    func testTruncatedFilesAreErrors() throws {
        let rows = (0..<20).map { y in (0..<20).flatMap { x in (0..<4).map { Self.sample(x, y, $0) } } }
        let data = Self.png(width: 20, height: 20, colorType: 6, channels: 4, rows: rows, filters: [4])
        for cut in [9, 30, data.count / 2, data.count - 13, data.count - 1] {
            XCTAssertThrowsError(try RGBAImage.decodePNG(data.prefix(cut), name: "cut.png"), "cut at \(cut)") { error in
                guard case ChatShotError.badInput(let m) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(m.hasPrefix("cut.png: "), m)
            }
        }
    }
}
