import CCairo
import Foundation
import XCTest

@testable import ChatCanvas

/// The quick PNG mode codes unfiltered rows itself (`DeflateRows`, `DeflateBits`) and filtered (photo-like) rows with
/// libdeflate: the file must still decode, with libpng and the project's decoder, to the same pixels.
final class DeflateRowsTests: XCTestCase {
    // MARK: DEFLATE tables and codes

    func testLengthAndDistanceCodesFollowRFC1951() {
        // (length, symbol, extra bits, extra value) from RFC 1951's table.
        let lengths: [(Int, Int, Int, Int)] = [
            (3, 257, 0, 0), (10, 264, 0, 0), (11, 265, 1, 0), (12, 265, 1, 1), (18, 268, 1, 1), (19, 269, 2, 0),
            (34, 272, 2, 3), (35, 273, 3, 0), (67, 277, 4, 0), (130, 280, 4, 15), (131, 281, 5, 0),
            (257, 284, 5, 30), (258, 285, 0, 0)
        ]
        for (length, symbol, extraBits, extra) in lengths {
            let code = DeflateBits.lengthCode(length)
            XCTAssertEqual([code.symbol, code.extraBits, code.extra], [symbol, extraBits, extra], "length \(length)")
        }
        let distances: [(Int, Int, Int, Int)] = [
            (1, 0, 0, 0), (4, 3, 0, 0), (5, 4, 1, 0), (6, 4, 1, 1), (7, 5, 1, 0), (9, 6, 2, 0), (24, 8, 3, 7),
            (3511, 23, 10, 438), (4097, 24, 11, 0), (24577, 29, 13, 0), (32768, 29, 13, 8191)
        ]
        for (distance, code, extraBits, extra) in distances {
            let result = DeflateBits.distanceCode(distance)
            XCTAssertEqual(
                [result.code, result.extraBits, result.extra], [code, extraBits, extra], "distance \(distance)")
        }
    }

    func testCodeLengthsAreCompleteAndWithinTheLimit() {
        // Fibonacci weights make the plain Huffman code as deep as there are symbols.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [(frequencies: [Int], limit: Int)] = [
            (fibonacci, 15), (fibonacci + [0, 0, 0], 7), ([0, 0, 9, 0], 15), ([0, 0, 0, 0], 15), ([5, 5, 5, 5], 2),
            ([1, 1000, 1_000_000, 1_000_000_000], 2)
        ]
        for (frequencies, limit) in cases {
            let lengths = DeflateBits.codeLengths(frequencies, limit: limit)
            XCTAssertLessThanOrEqual(lengths.max()!, limit, "\(frequencies)")
            // Complete: the Kraft sum is exactly 1.
            let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
            XCTAssertEqual(kraft, 1, "\(frequencies) → \(lengths)")
            for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
                XCTAssertGreaterThan(lengths[symbol], 0, "a used symbol has a code")
            }
        }
        XCTAssertEqual(DeflateBits.codeLengths(fibonacci, limit: 15), DeflateBits.codeLengths(fibonacci, limit: 15))
    }

    func testCanonicalCodesArePrefixFree() {
        let lengths = [2, 1, 3, 3, 0]
        // RFC 1951's example order: B = 0, A = 10, C = 110, D = 111 (here written least significant bit first).
        XCTAssertEqual(DeflateBits.canonicalCodes(lengths), [0b01, 0b0, 0b011, 0b111, 0])
    }

    // MARK: Parsing rows

    /// The tokens rebuild the bytes from what comes before them (copies from the left, from above, from the hash
    /// table), and never copy from before `floor` or from further than DEFLATE's window.
    func testParseRebuildsTheBytes() {
        var state: UInt32 = 0x2468_ACE1
        func noise() -> UInt8 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        for (rowLength, bytesPerPixel) in [(1 + 400 * 3, 3), (1 + 50 * 4, 4), (1 + 2 * 3, 3), (32768, 4)] {
            // Flat rows, repeated rows, a few rows with "glyphs" (a repeated noisy pattern), a noisy row.
            let glyph = (0..<24).map { _ in noise() }
            var bytes: [UInt8] = []
            for row in 0..<12 {
                var line = [UInt8](repeating: 0, count: rowLength)
                for i in 1..<rowLength { line[i] = UInt8(0xF2 &+ UInt8(row / 4)) }
                if row % 4 == 2 {
                    for start in stride(from: 7, to: rowLength - 24, by: 90) {
                        line.replaceSubrange(start..<start + 24, with: glyph)
                    }
                }
                if row == 9 { for i in 1..<rowLength { line[i] = noise() } }
                bytes += line
            }
            let floor = rowLength / 2
            let tokens = bytes.withUnsafeBufferPointer {
                DeflateRows.parse(
                    $0.baseAddress!, from: floor + rowLength, to: bytes.count, floor: floor, rowLength: rowLength,
                    bytesPerPixel: bytesPerPixel, table: DeflateRows.HashTable().resetting())
            }
            var rebuilt = Array(bytes[0..<(floor + rowLength)])
            for token in tokens {
                if token.distance == 0 {
                    rebuilt.append(UInt8(token.length))
                    continue
                }
                XCTAssertTrue((3...258).contains(token.length))
                XCTAssertTrue((1...32768).contains(token.distance))
                XCTAssertGreaterThanOrEqual(rebuilt.count - token.distance, floor, "a copy from before the floor")
                for _ in 0..<token.length { rebuilt.append(rebuilt[rebuilt.count - token.distance]) }
            }
            XCTAssertEqual(rebuilt, bytes, "rows of \(rowLength) bytes, \(bytesPerPixel) per pixel")
            if rowLength > 100 { XCTAssertLessThan(tokens.count, bytes.count / 4, "mostly copies") }
        }
    }

    // MARK: Whole images

    /// Unfiltered rows around filtered photo rows (libdeflate's pieces between the coder's own), at band starts and at
    /// the image's end (the last block is then the coder's own), opaque and translucent: the file decodes to the
    /// pixels with libpng and with the project's decoder, and the bytes do not depend on threads.
    func testImagesWithRepeatedRunsDecodeToTheirPixels() throws {
        for opaque in [true, false] {
            let canvas = try Canvas(width: 300, height: 700, scale: 1)
            canvas.clear(opaque ? Color(rgb: 0xF2F2F7) : Color(rgb: 0x005FFF, alpha: 0.4))
            canvas.fill(
                CGRect(x: 20, y: 30, width: 200, height: 400),
                radii: CornerRadii(topLeft: 16, topRight: 16, bottomRight: 16, bottomLeft: 4),
                color: Color(rgb: 0xE9EAED, alpha: opaque ? 1 : 0.7))
            canvas.draw(
                TextLayout("Repeated rows 🙂", font: Font(size: 15, lineHeight: 20), color: .black, width: 180),
                at: CGPoint(x: 30, y: 240))
            // Photo rows, then the same photo row repeated (its row above is filtered: not a run).
            paintStripe(canvas, rows: 500..<520, repeatingFrom: 510)
            let png = try canvas.pngData(compression: .fast, concurrency: 1)
            XCTAssertEqual(try canvas.pngData(compression: .fast, concurrency: 3), png)
            XCTAssertTrue(try PNGDecoder.decode(png) == canvas.rgbaImage(), "opaque \(opaque): our decoder")
            XCTAssertTrue(try decodeWithCairo(png) == premultipliedPixels(canvas), "opaque \(opaque): libpng")
            let small = try canvas.pngData(compression: .small)
            XCTAssertLessThan(Double(png.count), Double(small.count) * 1.6, "the quick file stays close in size")
        }
    }

    /// A screen of one colour: coded in a few bytes a row, and it decodes to its pixels.
    func testAFlatScreenIsCodedInAFewBytesARow() throws {
        let canvas = try Canvas(width: 390, height: 844, scale: 3)
        canvas.clear(Color(rgb: 0x1C1C1E))
        let png = try canvas.pngData()
        XCTAssertTrue(try decodeWithCairo(png) == premultipliedPixels(canvas))
        XCTAssertLessThan(png.count, 2532 * 6)
    }
}

/// Noise rows (like a photo) in `rows`; from `repeatingFrom` on, each row copies the one above.
private func paintStripe(_ canvas: Canvas, rows: Range<Int>, repeatingFrom: Int) {
    cairo_surface_flush(canvas.surface)
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(canvas.surface)!)
    var state: UInt32 = 0x1234_5678
    for y in rows {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        if y > repeatingFrom {
            row.update(from: (base + (y - 1) * stride).assumingMemoryBound(to: UInt32.self), count: canvas.pixelWidth)
            continue
        }
        for x in 0..<canvas.pixelWidth {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            row[x] = 0xFF00_0000 | (state & 0x00FF_FFFF)
        }
    }
    cairo_surface_mark_dirty(canvas.surface)
}
