import CCairo
import Foundation
import TestSupport
import XCTest

@testable import ChatCanvas

final class PNGEncoderTests: XCTestCase {
    // MARK: Round trips

    func testOpaqueScreenshotIsRGBAndDecodesToTheCanvasPixels() throws {
        let canvas = try DeterminismTests.drawScene(scale: 2)
        paintNoise(canvas, in: (x: 20, y: 200, width: 300, height: 90), opaque: true)  // photo-like rows
        for compression in [PNGCompression.fast, .small] {
            let png = try canvas.pngData(compression: compression)
            XCTAssertEqual(colourType(png), 2, "\(compression): an opaque canvas is written as RGB")
            let decoded = try PNGDecoder.decode(png)
            XCTAssertEqual(decoded.width, canvas.pixelWidth)
            XCTAssertEqual(decoded.height, canvas.pixelHeight)
            XCTAssertTrue(decoded == (try canvas.rgbaImage()), "\(compression): the decoder reads other pixels")
            XCTAssertTrue(
                try decodeWithCairo(png) == premultipliedPixels(canvas), "\(compression): Cairo decodes other pixels")
        }
    }

    func testTranslucentCanvasIsRGBAAndRoundTripsExactlyThroughCairo() throws {
        let canvas = try Canvas(width: 256, height: 300, scale: 1)
        // Every alpha value with colours up to it (valid premultiplied pixels), then drawn shapes and text.
        writePixels(canvas) { x, y in
            guard y < 256 else { return 0 }
            let a = UInt32(y)
            let c = a == 0 ? 0 : UInt32(x) % (a + 1)
            return a << 24 | c << 16 | (a - c) << 8 | (c / 2)
        }
        canvas.fill(
            CGRect(x: 10, y: 260, width: 100, height: 30),
            radii: CornerRadii(topLeft: 8, topRight: 8, bottomRight: 8, bottomLeft: 8),
            color: Color(rgb: 0x005FFF, alpha: 0.6))
        canvas.draw(
            TextLayout(
                "Translucent 👋", font: Font(size: 15, lineHeight: 20), color: Color(rgb: 0x000000, alpha: 0.7),
                width: 140),
            at: CGPoint(x: 112, y: 262))
        paintNoise(canvas, in: (x: 0, y: 100, width: 256, height: 40), opaque: false)
        for compression in [PNGCompression.fast, .small] {
            let png = try canvas.pngData(compression: compression)
            XCTAssertEqual(colourType(png), 6, "\(compression): a translucent canvas is written as RGBA")
            XCTAssertTrue(
                try PNGDecoder.decode(png) == canvas.rgbaImage(), "\(compression): the decoder reads other pixels")
            XCTAssertTrue(
                try decodeWithCairo(png) == premultipliedPixels(canvas),
                "\(compression): premultiplied pixels change on the way through PNG and back")
        }
    }

    func testOddSizesRoundTrip() throws {
        for (width, height) in [(1, 1), (3000, 20), (20, 5000), (7, 257)] {
            let canvas = try Canvas(width: Double(width), height: Double(height), scale: 1)
            canvas.clear(Color(rgb: 0xF2F2F7))
            canvas.fillEllipse(
                in: CGRect(x: 0, y: 0, width: Double(width), height: Double(height)), color: Color(rgb: 0x005FFF))
            paintNoise(canvas, in: (x: 0, y: height / 2, width: width, height: max(1, height / 10)), opaque: true)
            for compression in [PNGCompression.fast, .small] {
                let png = try canvas.pngData(compression: compression)
                let decoded = try PNGDecoder.decode(png)
                XCTAssertEqual(decoded.width, width)
                XCTAssertEqual(decoded.height, height)
                XCTAssertTrue(decoded.pixels == canvas.rgbaPixels(), "\(width)×\(height) \(compression)")
                XCTAssertTrue(
                    try decodeWithCairo(png) == premultipliedPixels(canvas), "\(width)×\(height) \(compression): Cairo")
            }
        }
        let transparent = try Canvas(width: 1, height: 1)
        let png = try transparent.pngData()
        XCTAssertEqual(colourType(png), 6)
        XCTAssertEqual(try PNGDecoder.decode(png).pixels, [0, 0, 0, 0])
    }

    // MARK: Determinism

    func testBytesDoNotDependOnRunsOrThreadCount() throws {
        // 23 bands: flat rows, photo-like rows (stored or filtered blocks) and text.
        let canvas = try Canvas(width: 120, height: 5800, scale: 1)
        canvas.clear(.white)
        for i in 0..<40 {
            canvas.fill(
                CGRect(x: 8, y: Double(i) * 140 + 10, width: 100, height: 60),
                radii: CornerRadii(topLeft: 12, topRight: 12, bottomRight: 12, bottomLeft: 0),
                color: Color(rgb: i % 2 == 0 ? 0xE9EAED : 0x005FFF))
            canvas.draw(
                TextLayout("Message \(i) 🙂", font: Font(size: 15, lineHeight: 20), color: .black, width: 90),
                at: CGPoint(x: 14, y: Double(i) * 140 + 20))
        }
        paintNoise(canvas, in: (x: 0, y: 700, width: 120, height: 600), opaque: true)
        for compression in [PNGCompression.fast, .small] {
            let reference = try canvas.pngData(compression: compression, concurrency: 1)
            for threads in [2, 3, 8, 1] {
                XCTAssertEqual(
                    try canvas.pngData(compression: compression, concurrency: threads), reference,
                    "\(compression) with \(threads) threads")
            }
            XCTAssertEqual(try canvas.pngData(compression: compression), reference, "\(compression), default threads")
            XCTAssertTrue(try PNGDecoder.decode(reference).pixels == canvas.rgbaPixels(), "\(compression)")
        }
    }

    /// The encoder keeps its compressors and buffers between images: images of other widths, colour types and
    /// modes encoded in turn give the bytes they give alone, and decode to their pixels.
    func testReusedWorkspacesGiveTheSameBytes() throws {
        let wide = try DeterminismTests.drawScene(scale: 3)
        let narrow = try Canvas(width: 40, height: 700, scale: 1)
        paintNoise(narrow, in: (x: 0, y: 0, width: 40, height: 700), opaque: false)
        let first = try [wide, narrow].map { try $0.pngData(compression: .fast, concurrency: 2) }
        for (canvas, expected) in zip([narrow, wide, narrow, wide], [first[1], first[0], first[1], first[0]]) {
            _ = try canvas.pngData(compression: .small, concurrency: 1)
            let again = try canvas.pngData(compression: .fast, concurrency: 2)
            XCTAssertEqual(again, expected)
            XCTAssertTrue(try PNGDecoder.decode(again).pixels == canvas.rgbaPixels())
        }
    }

    /// A row is busy when fewer than half of its pixels repeat their left or upper neighbour; the count that stops
    /// early decides as the full count does, at and around exactly half.
    func testBusyRowDecisionMatchesTheFullCount() {
        var generator = SystemRandomNumberGenerator()
        for width in [1, 2, 3, 4, 5, 8, 9, 64, 65, 1170] {
            for repeatChance in [0.0, 0.3, 0.45, 0.5, 0.55, 0.7, 1.0] {
                var above = [UInt32](repeating: 0, count: width)
                var row = [UInt32](repeating: 0, count: width)
                for x in 0..<width {
                    above[x] = UInt32.random(in: 0...3, using: &generator)
                    let repeats = Double.random(in: 0..<1, using: &generator) < repeatChance
                    row[x] = repeats ? (x > 0 ? row[x - 1] : above[0]) : 0x100 + UInt32(x)
                }
                func fullCount(_ hasAbove: Bool) -> Bool {
                    var count = hasAbove && row[0] == above[0] ? 1 : 0
                    for x in 1..<max(width, 1) where row[x] == row[x - 1] || (hasAbove && row[x] == above[x]) {
                        count += 1
                    }
                    return count * 2 < width
                }
                row.withUnsafeBufferPointer { r in
                    above.withUnsafeBufferPointer { a in
                        XCTAssertEqual(
                            PNGEncoder.isBusy(r.baseAddress!, above: a.baseAddress!, width: width), fullCount(true),
                            "width \(width), chance \(repeatChance)")
                        XCTAssertEqual(
                            PNGEncoder.isBusy(r.baseAddress!, above: nil, width: width), fullCount(false),
                            "width \(width), chance \(repeatChance), first row")
                    }
                }
            }
        }
    }

    // MARK: Modes, filters, other readers

    func testSmallModeGivesASmallerFileThanFastMode() throws {
        let canvas = try DeterminismTests.drawScene(scale: 3)
        let fast = try canvas.pngData(compression: .fast)
        let small = try canvas.pngData(compression: .small)
        XCTAssertLessThan(small.count, fast.count)
        XCTAssertEqual(try canvas.pngData(), fast, "the default is .fast")
    }

    func testFlatRowsStayUnfilteredAndPhotoRowsAreFiltered() throws {
        let canvas = try Canvas(width: 64, height: 8, scale: 1)
        canvas.clear(.white)
        paintNoise(canvas, in: (x: 0, y: 4, width: 64, height: 4), opaque: true)
        cairo_surface_flush(canvas.surface)
        let pixels = PNGEncoder.Pixels(
            base: UnsafeRawPointer(cairo_image_surface_get_data(canvas.surface)!), width: 64, height: 8,
            stride: Int(cairo_image_surface_get_stride(canvas.surface)))
        let rowLength = 1 + 64 * 3
        var out = [UInt8](repeating: 0xAA, count: rowLength * 8)
        out.withUnsafeMutableBufferPointer {
            PNGEncoder.filterRows(pixels, from: 0, count: 8, bytesPerPixel: 3, into: $0.baseAddress!)
        }
        let filters = (0..<8).map { out[$0 * rowLength] }
        XCTAssertEqual(Array(filters[0..<4]), [0, 0, 0, 0], "white rows")
        XCTAssertTrue(filters[4...].allSatisfy { [1, 2, 4].contains($0) }, "noise rows: \(filters)")
    }

    func testWritePNGWritesTheEncodedBytes() throws {
        let scratch = try TemporaryFolder("canvas")
        let folder = scratch.path
        let canvas = try DeterminismTests.drawScene(scale: 1)
        try canvas.writePNG(to: folder + "/fast.png")
        try canvas.writePNG(to: folder + "/small.png", compression: .small)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/fast.png")), try canvas.pngData())
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/small.png")), try canvas.pngData(compression: .small))
    }

    func testPillowReadsTheFile() throws {
        // Debian's python3 with python3-pil (Scripts/setup.sh --test-tools), else any python3 on the PATH with Pillow.
        let python = ["/usr/bin/python3", "python3"].first { runProgram("/usr/bin/env", [$0, "-c", "import PIL"]) == 0 }
        guard let python else { throw XCTSkip("python3 with Pillow is not installed") }
        let scratch = try TemporaryFolder("canvas")
        let folder = scratch.path
        let canvas = try Canvas(width: 40, height: 600, scale: 1)
        canvas.clear(Color(rgb: 0x336699))
        paintNoise(canvas, in: (x: 0, y: 300, width: 40, height: 20), opaque: true)
        try canvas.writePNG(to: folder + "/a.png")
        // Pillow decodes all the rows (load() checks the zlib stream); print the pixel in the middle of the noise.
        let script =
            "from PIL import Image; im = Image.open('\(folder)/a.png'); im.load(); print(im.mode, im.size, im.getpixel((20, 310)))"
        let output = folder + "/out.txt"
        XCTAssertEqual(runProgram("/bin/sh", ["-c", "\(python) -c \"\(script)\" > \(output)"]), 0)
        let p = pixel(canvas, 20, 310)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "RGB (40, 600) (\(p.r), \(p.g), \(p.b))\n")
    }

    /// Headless Chromium (Scripts/setup.sh --test-tools) decodes the files: a page draws each one into a canvas and
    /// reports its size and pixels, which must be the canvas's own (opaque images: exactly).
    func testChromiumReadsTheFiles() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let chromium else {
            throw XCTSkip("chromium is not installed (Scripts/setup.sh --test-tools installs it)")
        }
        let scratch = try TemporaryFolder("canvas")
        let folder = scratch.path
        // Three bands (256 rows each) with photo-like rows across a band boundary, in both modes.
        let canvas = try Canvas(width: 48, height: 700, scale: 1)
        canvas.clear(Color(rgb: 0xF2F4F7))
        canvas.fill(
            CGRect(x: 4, y: 20, width: 40, height: 600), radii: CornerRadii(all: 12), color: Color(rgb: 0x005FFF))
        paintNoise(canvas, in: (x: 0, y: 240, width: 48, height: 40), opaque: true)
        let probes = [(2, 2), (24, 100), (10, 250), (40, 259), (24, 690)]
        var images = ""
        for compression in [PNGCompression.fast, .small] {
            images +=
                "<img src=\"data:image/png;base64,\(try canvas.pngData(compression: compression).base64EncodedString())\">"
        }
        let page = """
            <!doctype html><html><body>\(images)<pre id="out"></pre><script>
            onload = () => {
              const probes = \(probes.map { [$0.0, $0.1] });
              document.getElementById("out").textContent = [...document.images].map(img => {
                const c = document.createElement("canvas"); c.width = img.naturalWidth; c.height = img.naturalHeight;
                const g = c.getContext("2d"); g.drawImage(img, 0, 0);
                return img.naturalWidth + "x" + img.naturalHeight + " " +
                  probes.map(([x, y]) => [...g.getImageData(x, y, 1, 1).data].join(",")).join(" ");
              }).join("\\n");
            };
            </script></body></html>
            """
        try page.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
        let output = folder + "/dom.html"
        let command =
            "'\(chromium)' --headless --no-sandbox --disable-gpu --user-data-dir='\(folder)/profile' "
            + "--virtual-time-budget=5000 --dump-dom 'file://\(folder)/page.html' > '\(output)' 2>/dev/null"
        XCTAssertEqual(runProgram("/bin/sh", ["-c", command]), 0)
        let dom = try String(contentsOfFile: output, encoding: .utf8)
        let expected =
            "48x700 "
            + probes.map { p in
                let c = pixel(canvas, p.0, p.1)
                return "\(c.r),\(c.g),\(c.b),255"
            }
            .joined(separator: " ")
        XCTAssertTrue(dom.contains("<pre id=\"out\">\(expected)\n\(expected)</pre>"), dom.suffix(600).description)
    }
}

// MARK: Helpers

/// The colour type byte of the IHDR chunk.
private func colourType(_ png: Data) -> UInt8? { png.count > 25 ? png[png.startIndex + 25] : nil }

/// Sets every pixel of the canvas to `pixel(x, y)` (premultiplied ARGB32).
private func writePixels(_ canvas: Canvas, _ pixel: (Int, Int) -> UInt32) {
    cairo_surface_flush(canvas.surface)
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(canvas.surface)!)
    for y in 0..<canvas.pixelHeight {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<canvas.pixelWidth { row[x] = pixel(x, y) }
    }
    cairo_surface_mark_dirty(canvas.surface)
}

/// Pseudo-random pixels (a fixed sequence) in a device-pixel rectangle: like a photo, few repeat a neighbour.
private func paintNoise(_ canvas: Canvas, in rect: (x: Int, y: Int, width: Int, height: Int), opaque: Bool) {
    cairo_surface_flush(canvas.surface)
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(canvas.surface)!)
    var state: UInt32 = 0x9E37_79B9
    for y in rect.y..<min(rect.y + rect.height, canvas.pixelHeight) {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in rect.x..<min(rect.x + rect.width, canvas.pixelWidth) {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let a: UInt32 = opaque ? 255 : 1 + (state >> 24) % 255
            // Smooth-ish colour plus noise, each channel at most alpha (valid premultiplied).
            func channel(_ base: Int, _ shift: UInt32) -> UInt32 {
                UInt32((base + Int((state >> shift) & 0x1F)) % 256) * a / 255
            }
            row[x] = a << 24 | channel(x * 2, 0) << 16 | channel(y, 8) << 8 | channel(x + y, 16)
        }
    }
    cairo_surface_mark_dirty(canvas.surface)
}

/// Runs a program and returns its exit status (-1 if it cannot start).
private func runProgram(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}
