import Foundation
import TestSupport
import XCTest

@testable import ChatCanvas

/// `PNGDecoder`: every colour type, bit depth and row filter, interlaced or not, with tRNS — from files written here
/// byte by byte, decoded to the RGBA worked out here and (where Cairo reads the same) to Cairo's pixels; and every
/// kind of broken file refused with one line naming it.
final class PNGDecoderTests: XCTestCase {
    // MARK: Writing test files

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let td = Array(type.utf8) + data
        return be32(data.count) + td + be32(Int(crc32(td)))
    }

    /// A zlib stream of stored (uncompressed) blocks, so the test controls every byte.
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
        var a: UInt32 = 1
        var b: UInt32 = 0
        for x in data {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(Int(b << 16 | a))
    }

    /// The filtered bytes of packed rows: row `y` gets filter `filters[y % filters.count]`; `bpp` is the filters'
    /// look-back in bytes.
    static func filter(_ rows: [[UInt8]], filters: [UInt8], bpp: Int) -> [UInt8] {
        var out: [UInt8] = []
        var prev = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for (y, row) in rows.enumerated() {
            let f = filters[y % filters.count]
            out.append(f)
            for i in 0..<row.count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(prev[i])
                let c = i >= bpp ? Int(prev[i - bpp]) : 0
                let predictor: Int
                switch f {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
            }
            prev = row
        }
        return out
    }

    /// The samples of a row of pixels (`channels` values each) packed at `depth` bits.
    static func pack(_ pixels: [[Int]], depth: Int) -> [UInt8] {
        let values = pixels.flatMap { $0 }
        if depth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 255)] } }
        if depth == 8 { return values.map { UInt8($0) } }
        var out = [UInt8](repeating: 0, count: (values.count * depth + 7) / 8)
        for (i, v) in values.enumerated() {
            let bit = i * depth
            out[bit / 8] |= UInt8(v << (8 - depth - bit % 8))
        }
        return out
    }

    /// A PNG of `image[y][x]` (each pixel's samples), with the given header fields, extra chunks before the image data,
    /// and the image data split into two IDAT chunks when asked.
    static func png(
        _ image: [[[Int]]], colorType: UInt8, depth: Int, interlaced: Bool = false, filters: [UInt8] = [0, 1, 2, 3, 4],
        extra: [[UInt8]] = [], splitIDAT: Bool = false
    ) -> Data {
        let height = image.count
        let width = image.first?.count ?? 0
        let channels = image.first?.first?.count ?? 1
        let bpp = max(1, channels * depth / 8)
        var raw: [UInt8] = []
        for pass in PNGPass.passes(width: width, height: height, interlaced: interlaced) {
            let rows = (0..<pass.height).map { j in
                pack((0..<pass.width).map { i in image[pass.y0 + j * pass.dy][pass.x0 + i * pass.dx] }, depth: depth)
            }
            raw += filter(rows, filters: filters, bpp: bpp)
        }
        var bytes = PNGHeader.signature
        bytes += chunk("IHDR", be32(width) + be32(height) + [UInt8(depth), colorType, 0, 0, interlaced ? 1 : 0])
        for e in extra { bytes += e }
        let z = zlibStored(raw)
        if splitIDAT {
            bytes += chunk("IDAT", Array(z[..<(z.count / 2)])) + chunk("IDAT", Array(z[(z.count / 2)...]))
        } else {
            bytes += chunk("IDAT", z)
        }
        return Data(bytes + chunk("IEND", []))
    }

    /// A deterministic busy image so that every filter predicts something non-trivial: `channels` samples of at most
    /// `max` per pixel.
    static func image(_ width: Int, _ height: Int, channels: Int, max: Int) -> [[[Int]]] {
        (0..<height).map { y in
            (0..<width).map { x in
                (0..<channels).map { c in (x * 37 + y * 91 + c * 53 + (x * y) % 7 + x * y * c * 1021) % (max + 1) }
            }
        }
    }

    /// The RGBA bytes the decoder should give for `image`, worked out here: 16-bit samples rounded to the nearest 8-bit
    /// value, smaller grey samples scaled to 0…255, palette entries looked up.
    static func expected(
        _ image: [[[Int]]], colorType: Int, depth: Int, palette: [[Int]] = [], key: [Int]? = nil,
        paletteAlpha: [Int] = []
    ) -> [UInt8] {
        let top = Double((1 << depth) - 1)
        func eight(_ v: Int) -> UInt8 { UInt8((Double(v) * 255 / top).rounded()) }
        return image.flatMap { row in
            row.flatMap { s -> [UInt8] in
                switch colorType {
                case 0:
                    let g = eight(s[0])
                    return [g, g, g, key == [s[0]] ? 0 : 255]
                case 2: return [eight(s[0]), eight(s[1]), eight(s[2]), key == s ? 0 : 255]
                case 3:
                    guard s[0] < palette.count else { return [0, 0, 0, 255] }
                    return palette[s[0]].map { UInt8($0) } + [
                        s[0] < paletteAlpha.count ? UInt8(paletteAlpha[s[0]]) : 255
                    ]
                case 4:
                    let g = eight(s[0])
                    return [g, g, g, eight(s[1])]
                default: return s.map(eight)
                }
            }
        }
    }

    // MARK: Pixels

    func testRGBAAllFiltersAndSplitImageData() throws {
        let pixels = Self.image(9, 10, channels: 4, max: 255)
        for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1, 0]] {
            for split in [false, true] {
                let png = Self.png(pixels, colorType: 6, depth: 8, filters: filters, splitIDAT: split)
                let image = try PNGDecoder.decode(png, name: "test.png")
                XCTAssertEqual([image.width, image.height], [9, 10])
                XCTAssertEqual(image.pixels, Self.expected(pixels, colorType: 6, depth: 8), "filters \(filters)")
                XCTAssertEqual(
                    premultipliedPixels(image), try decodeWithCairo(png), "Cairo reads other pixels, filters \(filters)"
                )
            }
        }
    }

    func testEveryColourTypeAndBitDepthInterlacedOrNot() throws {
        let palette = (0..<16).map { [$0 * 16, 255 - $0 * 9, ($0 * 77) % 256] }
        let plte = Self.chunk("PLTE", palette.flatMap { $0.map { UInt8($0) } })
        let formats: [(colorType: UInt8, depths: [Int], channels: Int)] = [
            (0, [1, 2, 4, 8, 16], 1), (2, [8, 16], 3), (3, [1, 2, 4, 8], 1), (4, [8, 16], 2), (6, [8, 16], 4)
        ]
        for (colorType, depths, channels) in formats {
            for depth in depths {
                let max = colorType == 3 ? min(15, (1 << depth) - 1) : (1 << depth) - 1
                for (width, height) in [(1, 1), (3, 5), (4, 4), (9, 10), (12, 7), (17, 3), (33, 1), (1, 20)] {
                    let pixels = Self.image(width, height, channels: channels, max: max)
                    let want = Self.expected(pixels, colorType: Int(colorType), depth: depth, palette: palette)
                    for interlaced in [false, true] {
                        let png = Self.png(
                            pixels, colorType: colorType, depth: depth, interlaced: interlaced,
                            extra: colorType == 3 ? [plte] : [])
                        let what =
                            "colour type \(colorType), \(depth) bits, \(width)×\(height)\(interlaced ? ", interlaced" : "")"
                        let image = try PNGDecoder.decode(png, name: "test.png")
                        XCTAssertEqual(image.pixels, want, what)
                        if depth <= 8 {
                            XCTAssertEqual(
                                premultipliedPixels(image), try decodeWithCairo(png),
                                "Cairo reads other pixels: \(what)")
                        }
                    }
                }
            }
        }
    }

    func testSixteenBitSamplesRoundToTheNearestEightBitValue() throws {
        let values = [0, 128, 129, 385, 386, 32767, 32768, 65406, 65407, 65535]
        let png = Self.png([values.map { [$0] }], colorType: 0, depth: 16)
        let grey = try PNGDecoder.decode(png).pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        XCTAssertEqual(grey, [0, 0, 1, 1, 2, 127, 128, 254, 255, 255])
    }

    func testTransparency() throws {
        // RGB with a transparent colour (tRNS): pixels equal to it get alpha 0; 8-bit images compare the low bytes.
        var rgb = Self.image(5, 6, channels: 3, max: 255)
        rgb[3][2] = [10, 20, 30]
        var image = try PNGDecoder.decode(
            Self.png(rgb, colorType: 2, depth: 8, extra: [Self.chunk("tRNS", [0, 10, 0, 20, 0, 30])]))
        XCTAssertEqual(image.pixels, Self.expected(rgb, colorType: 2, depth: 8, key: [10, 20, 30]))
        XCTAssertTrue(image[2, 3] == (10, 20, 30, 0))
        // 16-bit RGB: all 16 bits compared.
        var wide = Self.image(4, 3, channels: 3, max: 65535)
        wide[1][1] = [1000, 2000, 3000]
        wide[2][2] = [1000, 2000, 3001]
        let key16 = Self.chunk("tRNS", [1000, 2000, 3000].flatMap { Array(Self.be32($0).suffix(2)) })
        image = try PNGDecoder.decode(Self.png(wide, colorType: 2, depth: 16, extra: [key16]))
        XCTAssertEqual(image.pixels, Self.expected(wide, colorType: 2, depth: 16, key: [1000, 2000, 3000]))
        XCTAssertEqual(image[1, 1].3, 0)
        XCTAssertEqual(image[2, 2].3, 255)
        // Grey, 8 and 2 bits.
        let grey = Self.image(6, 4, channels: 1, max: 255)
        let g = grey[2][3][0]
        image = try PNGDecoder.decode(
            Self.png(grey, colorType: 0, depth: 8, extra: [Self.chunk("tRNS", [0, UInt8(g)])]))
        XCTAssertEqual(image.pixels, Self.expected(grey, colorType: 0, depth: 8, key: [g]))
        let small = Self.image(7, 3, channels: 1, max: 3)
        image = try PNGDecoder.decode(
            Self.png(small, colorType: 0, depth: 2, interlaced: true, extra: [Self.chunk("tRNS", [0, 2])]))
        XCTAssertEqual(image.pixels, Self.expected(small, colorType: 0, depth: 2, key: [2]))
        // A palette with alpha for its first entries only.
        let palette = [[255, 0, 0], [0, 255, 0], [0, 0, 255]]
        let indices = (0..<6).map { y in (0..<5).map { x in [(x + y) % 3] } }
        let png = Self.png(
            indices, colorType: 3, depth: 8,
            extra: [
                Self.chunk("PLTE", palette.flatMap { $0.map { UInt8($0) } }),
                Self.chunk("tRNS", [128, 0])
            ])
        image = try PNGDecoder.decode(png)
        XCTAssertEqual(
            image.pixels, Self.expected(indices, colorType: 3, depth: 8, palette: palette, paletteAlpha: [128, 0]))
        XCTAssertTrue(image[0, 0] == (255, 0, 0, 128))
        XCTAssertTrue(image[1, 0] == (0, 255, 0, 0))
        XCTAssertTrue(image[2, 0] == (0, 0, 255, 255))
        XCTAssertEqual(premultipliedPixels(image), try decodeWithCairo(png))
    }

    func testColourChunksAreIgnored() throws {
        // gAMA, cHRM, sRGB and iCCP change nothing: samples are taken as written (as pngjs reads them for pixelmatch).
        let pixels = Self.image(8, 8, channels: 3, max: 255)
        let plain = try PNGDecoder.decode(Self.png(pixels, colorType: 2, depth: 8))
        let gamma = Self.chunk("gAMA", Self.be32(100_000))
        let srgb = Self.chunk("sRGB", [0])
        let withChunks = try PNGDecoder.decode(Self.png(pixels, colorType: 2, depth: 8, extra: [gamma, srgb]))
        XCTAssertEqual(plain, withChunks)
    }

    func testPaletteIndexPastThePaletteIsOpaqueBlack() throws {
        let indices = [[[0], [1], [2], [200]]]
        let image = try PNGDecoder.decode(
            Self.png(indices, colorType: 3, depth: 8, extra: [Self.chunk("PLTE", [9, 8, 7, 6, 5, 4])]))
        XCTAssertEqual(image.pixels, [9, 8, 7, 255, 6, 5, 4, 255, 0, 0, 0, 255, 0, 0, 0, 255])
    }

    func testRGBAImagesRoundTripThroughTheEncoder() throws {
        var image = RGBAImage(width: 300, height: 7)
        for y in 0..<7 {
            for x in 0..<300 {
                image[x, y] = (UInt8(x % 256), UInt8(y * 30), UInt8((x * y) % 256), UInt8(255 - x % 200))
            }
        }
        for compression in PNGCompression.allCases {
            let png = try image.pngData(compression: compression)
            XCTAssertEqual(png[25], 6, "translucent: RGBA")
            XCTAssertEqual(try PNGDecoder.decode(png), image)
            XCTAssertEqual(try decodeWithCairo(png), premultipliedPixels(image))
        }
        let opaque = RGBAImage(width: 33, height: 2, fill: (1, 2, 3, 255))
        let png = try opaque.pngData()
        XCTAssertEqual(png[25], 2, "opaque: RGB")
        XCTAssertEqual(try PNGDecoder.decode(png), opaque)
        XCTAssertThrowsError(try RGBAImage(width: 0, height: 3).pngData())

        let scratch = try TemporaryFolder("canvas")

        let folder = scratch.path
        try image.writePNG(to: folder + "/a.png")
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder + "/a.png"), image)
        XCTAssertEqual(
            PNGHeader(contentsOf: folder + "/a.png").map { [$0.width, $0.height, $0.bitDepth, $0.colorType] },
            [300, 7, 8, 6])
    }

    func testCanvasPixelsAreThePixelsOfItsPNG() throws {
        let canvas = try DeterminismTests.drawScene(scale: 1)
        let translucent = try Canvas(width: 40, height: 30, scale: 2)
        translucent.fill(
            CGRect(x: 3, y: 3, width: 30, height: 20), radii: CornerRadii(all: 6),
            color: Color(rgb: 0x005FFF, alpha: 0.4))
        for c in [canvas, translucent] {
            XCTAssertEqual(try PNGDecoder.decode(try c.pngData()), try c.rgbaImage())
        }
    }

    // MARK: Headers

    func testHeader() throws {
        let png = Self.png(Self.image(300, 2, channels: 2, max: 65535), colorType: 4, depth: 16, interlaced: true)
        let header = try XCTUnwrap(PNGHeader(png))
        XCTAssertEqual(
            header,
            PNGHeader(
                width: 300, height: 2, bitDepth: 16, colorType: 4, compressionMethod: 0, filterMethod: 0,
                interlaceMethod: 1))
        XCTAssertNil(header.problem)
        XCTAssertNil(PNGHeader(png.prefix(28)))
        XCTAssertNil(PNGHeader(Data("GIF89a, not a PNG at all".utf8)))
        XCTAssertNil(PNGHeader(contentsOf: "/no/such/file.png"))
        XCTAssertEqual(
            PNGHeader(
                width: 1, height: 1, bitDepth: 4, colorType: 2, compressionMethod: 0, filterMethod: 0,
                interlaceMethod: 0
            ).problem, "bit depth 4 is not allowed with colour type 2")
    }

    // MARK: Broken files

    /// The one-line message decoding `data` gives, which must name the file.
    func failure(
        _ data: Data, maxPixels: Int = PNGDecoder.maxPixels, file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        do {
            _ = try PNGDecoder.decode(data, name: "bad.png", maxPixels: maxPixels)
            XCTFail("decoded", file: file, line: line)
            return ""
        } catch let error as ImageError {
            XCTAssertEqual(error.path, "bad.png", file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
            return error.reason
        } catch {
            XCTFail("not an ImageError: \(error)", file: file, line: line)
            return ""
        }
    }

    /// A file with every chunk's CRC right, IHDR given as written.
    static func file(ihdr: [UInt8], idat: [[UInt8]], extra: [[UInt8]] = [], end: Bool = true) -> Data {
        var bytes = PNGHeader.signature + chunk("IHDR", ihdr)
        for e in extra { bytes += e }
        for d in idat { bytes += chunk("IDAT", d) }
        if end { bytes += chunk("IEND", []) }
        return Data(bytes)
    }

    func testBrokenFilesAreOneLineNamingTheFile() throws {
        let good = Self.png(Self.image(20, 20, channels: 4, max: 255), colorType: 6, depth: 8, filters: [4])
        XCTAssertEqual(failure(Data()), "empty file, expected a PNG image")
        XCTAssertEqual(failure(Data("hello, not a PNG".utf8)), "not a PNG image (no PNG signature)")
        for cut in [9, 30, good.count / 2, good.count - 13, good.count - 1] {
            XCTAssertEqual(
                failure(good.prefix(cut)), "truncated PNG (the file ends before the IEND chunk)", "cut at \(cut)")
        }
        var crc = good
        crc[crc.count - 20] ^= 0x01  // inside IDAT
        XCTAssertEqual(failure(crc), "corrupt PNG (IDAT chunk fails its CRC check)")

        let ihdr = Self.be32(4) + Self.be32(2) + [8, 2, 0, 0, 0]
        let rows: [UInt8] = [0] + [UInt8](repeating: 7, count: 12) + [0] + [UInt8](repeating: 9, count: 12)
        XCTAssertNoThrow(try PNGDecoder.decode(Self.file(ihdr: ihdr, idat: [Self.zlibStored(rows)])))
        XCTAssertEqual(failure(Self.file(ihdr: ihdr, idat: [])), "corrupt or truncated PNG (no image data)")
        XCTAssertEqual(
            failure(Self.file(ihdr: ihdr, idat: [Self.zlibStored(rows)], end: false)),
            "truncated PNG (the file ends before the IEND chunk)")
        XCTAssertEqual(
            failure(Self.file(ihdr: ihdr, idat: [Self.zlibStored(Array(rows.dropLast()))])),
            "corrupt or truncated PNG (the image data ends after 25 of the 26 bytes the size needs)")
        XCTAssertEqual(
            failure(Self.file(ihdr: ihdr, idat: [Self.zlibStored(rows + [0])])),
            "corrupt PNG (more image data than the 26 bytes the size needs)")
        var badStream = Self.zlibStored(rows)
        badStream[badStream.count - 1] ^= 0xFF  // the Adler-32 checksum
        XCTAssertEqual(
            failure(Self.file(ihdr: ihdr, idat: [badStream])),
            "corrupt PNG (the image data is not a valid zlib stream, or fails its checksum)")
        var badFilter = rows
        badFilter[13] = 5
        XCTAssertEqual(
            failure(Self.file(ihdr: ihdr, idat: [Self.zlibStored(badFilter)])),
            "corrupt PNG (unknown row filter 5 in row 1)")
        XCTAssertEqual(
            failure(Self.file(ihdr: Self.be32(0) + Self.be32(10) + [8, 6, 0, 0, 0], idat: [[0x78, 0x9C, 1, 2, 3]])),
            "corrupt PNG (IHDR gives a size of 0×10 pixels)")
        XCTAssertEqual(
            failure(Self.file(ihdr: Self.be32(4) + Self.be32(2) + [16, 3, 0, 0, 0], idat: [Self.zlibStored(rows)])),
            "corrupt PNG (bit depth 16 is not allowed with colour type 3)")
        XCTAssertEqual(
            failure(Self.file(ihdr: Self.be32(4) + Self.be32(2) + [8, 2, 0, 0, 2], idat: [Self.zlibStored(rows)])),
            "corrupt PNG (unknown interlace method 2)")
        XCTAssertEqual(
            failure(Self.file(ihdr: Self.be32(4) + Self.be32(2) + [8, 3, 0, 0, 0], idat: [Self.zlibStored(rows)])),
            "corrupt PNG (a palette image without a PLTE chunk)")
        XCTAssertEqual(
            failure(
                Self.file(
                    ihdr: Self.be32(4) + Self.be32(2) + [8, 3, 0, 0, 0], idat: [Self.zlibStored(rows)],
                    extra: [Self.chunk("PLTE", [1, 2, 3, 4])])),
            "corrupt PNG (a PLTE chunk of 4 bytes)")
        XCTAssertEqual(failure(Data(PNGHeader.signature + Self.chunk("IEND", []))), "corrupt PNG (no IHDR chunk first)")
    }

    func testSizesAreCheckedBeforeAnythingIsAllocated() throws {
        // Past the pixel limit: refused from the header, whatever follows.
        let header = Data(
            PNGHeader.signature + Self.chunk("IHDR", Self.be32(20_000) + Self.be32(20_000) + [8, 6, 0, 0, 0]))
        XCTAssertEqual(failure(header), "PNG of 20000×20000 pixels is too large (the limit is 268435456 pixels)")
        XCTAssertEqual(
            failure(Self.png(Self.image(5, 5, channels: 3, max: 255), colorType: 2, depth: 8), maxPixels: 24),
            "PNG of 5×5 pixels is too large (the limit is 24 pixels)")
        // Within the limit, but a few bytes of image data can never inflate to 16000×16000 pixels (1 GiB).
        let bomb = Self.file(
            ihdr: Self.be32(16_000) + Self.be32(16_000) + [8, 6, 0, 0, 0], idat: [[0x78, 0x9C, 1, 2, 3]])
        XCTAssertEqual(failure(bomb), "corrupt or truncated PNG (5 bytes of image data cannot hold 16000×16000 pixels)")
    }

    func testStructureCheckWithoutDecoding() throws {
        let good = Self.png(Self.image(3, 3, channels: 3, max: 255), colorType: 2, depth: 8)
        XCTAssertNoThrow(try PNGDecoder.checkStructure(good))
        XCTAssertThrowsError(try PNGDecoder.checkStructure(good.prefix(good.count - 12), name: "cut.png")) { error in
            XCTAssertEqual("\(error)", "cut.png: truncated PNG (the file ends before the IEND chunk)")
        }
        XCTAssertThrowsError(try PNGDecoder.checkStructure(contentsOf: "/no/such/file.png")) { error in
            XCTAssertEqual("\(error)", "/no/such/file.png: no such file, expected a PNG file")
        }
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".hasSuffix(": is a folder, expected a PNG file"), "\(error)")
        }
    }
}
