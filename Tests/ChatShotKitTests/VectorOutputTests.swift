import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// PDF and SVG output: the same scene as the PNG (rasterised with poppler's pdftoppm and librsvg's rsvg-convert at
/// the PNG's scale, within a small pixelmatch budget: the rasterisers anti-alias text a little differently), text
/// that stays text, and the same bytes for the same input.
final class VectorOutputTests: XCTestCase {
    static let examples = PackageRoot.examples
    var groupChat: String { Self.examples.appendingPathComponent("transcripts/group-chat.json").path }
    var brand: String { Self.examples.appendingPathComponent("customizations/brand-color/manifest.yaml").path }
    /// At most 1 % of the pixels may differ (measured: about 0.5 % for PDF, 0.1 % for SVG, all in glyph edges).
    let budget = DiffCriteria(maxDiffPixelRatio: 0.01)

    func shot(_ format: ImageFormat, form: Shot.Form = .picture) -> Shot {
        var shot = Shot(transcript: groupChat, display: .init(scale: 2, style: .dark), form: form)
        shot.format = format
        return shot
    }

    var comparison: Shot.Form { .comparison(Shot.Comparison(after: [Shot.Look(manifests: [brand])])) }

    func testPDFAndSVGLookLikeThePNG() throws {
        for form in [Shot.Form.picture, comparison] {
            let png = try PNGDecoder.decode(try ShotRenderer().renderData(shot(.png, form: form)))
            for format in [ImageFormat.pdf, .svg] {
                let data = try ShotRenderer().renderData(shot(format, form: form))
                let raster = try rasterise(data, format, scale: 2)
                XCTAssertEqual(raster.width, png.width, "\(format)")
                XCTAssertEqual(raster.height, png.height, "\(format)")
                let (result, _) = ImageDiff.compare(png, raster, criteria: budget)
                XCTAssertTrue(result.passed, "\(format) \(form): \(result.summary)")
            }
        }
    }

    func testPDFTextIsSelectable() throws {
        let pdf = try ShotRenderer().renderData(shot(.pdf))
        let text = try run("/usr/bin/pdftotext", [file(pdf, "pdf"), "-"])
        XCTAssertTrue(text.contains("Falcon Crew"), text)
        XCTAssertTrue(text.contains("Everyone on board?"), text)
        XCTAssertTrue(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        // The page is the canvas in points.
        let info = try run("/usr/bin/pdfinfo", [file(pdf, "pdf")])
        XCTAssertTrue(info.contains("360 x 700 pts"), info)
    }

    func testSameInputGivesSameBytes() throws {
        for format in [ImageFormat.pdf, .svg] {
            let a = try ShotRenderer().renderData(shot(format, form: comparison))
            _ = try ShotRenderer().renderData(shot(format))  // other surfaces in between change cairo's counters
            let b = try ShotRenderer().renderData(shot(format, form: comparison))
            XCTAssertEqual(a, b, "\(format)")
            XCTAssertFalse(String(decoding: a, as: UTF8.self).contains("CreationDate (D:20"), "no clock date")
        }
    }

    func testVectorCanvasRasterisesLikeTheImageCanvas() throws {
        let image = try ShotRenderer().renderCanvas(shot(.png))
        let vector = try ShotRenderer().renderCanvas(shot(.pdf))
        XCTAssertTrue(vector.isVector)
        XCTAssertEqual(vector.pixelWidth, image.pixelWidth)
        let a = RGBAImage(width: image.pixelWidth, height: image.pixelHeight, pixels: image.rgbaPixels())
        let b = RGBAImage(width: vector.pixelWidth, height: vector.pixelHeight, pixels: vector.rgbaPixels())
        let (result, _) = ImageDiff.compare(a, b, criteria: DiffCriteria(maxDiffPixelRatio: 0.001))
        XCTAssertTrue(result.passed, result.summary)
    }

    func testFormatFollowsTheFileName() {
        XCTAssertEqual(ImageFormat(path: "docs/a.PDF"), .pdf)
        XCTAssertEqual(ImageFormat(path: "a.svg"), .svg)
        XCTAssertEqual(ImageFormat(path: "a.png"), .png)
        XCTAssertEqual(ImageFormat(path: "-"), .png)
        XCTAssertEqual(PagedOutput(path: "out/chat.pdf").pagePath(2), "out/chat-2.pdf")
        XCTAssertEqual(PagedOutput(path: "out/chat.png").pagePath(1), "out/chat-1.png")
    }

    func testGalleryFormatNamesTheFiles() throws {
        let folder = try TemporaryFolder("vector")
        let dir = folder.url
        let gallery = dir.appendingPathComponent("gallery.yaml").path
        try """
        defaults: {transcript: \(groupChat), format: pdf}
        shots:
          - {name: doc}
          - {name: web, format: svg, appearance: [light, dark]}
          - {name: pixels, format: png}
        """.write(toFile: gallery, atomically: true, encoding: .utf8)
        let jobs = try Gallery.load(path: gallery).jobs()
        XCTAssertEqual(jobs.map(\.fileName), ["doc.pdf", "web--light.svg", "web--dark.svg", "pixels.png"])
        let out = dir.appendingPathComponent("out").path
        let outcomes = BatchRunner(parallelism: 2) { ThreadWorker() }.run(Array(jobs.prefix(2)), into: out)
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let pdf = try Data(contentsOf: URL(fileURLWithPath: out + "/doc.pdf"))
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: out + "/web--light.svg")), as: UTF8.self)
                .contains("<svg"))
        XCTAssertThrowsError(
            try { () throws -> Void in
                try "shots:\n  - {name: x, transcript: \(groupChat), format: jpeg}\n".write(
                    toFile: gallery, atomically: true, encoding: .utf8)
                _ = try Gallery.load(path: gallery)
            }()
        ) { XCTAssertTrue("\($0)".contains("format"), "\($0)") }
    }

    // MARK: - Helpers

    /// Rasterises PDF or SVG bytes at `scale` pixels per point with the system's tools.
    func rasterise(_ data: Data, _ format: ImageFormat, scale: Int) throws -> RGBAImage {
        let input = try file(data, format.rawValue)
        let output = input + ".png"
        switch format {
        case .pdf:
            try XCTSkipUnless(
                FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm"),
                "pdftoppm (poppler-utils) is not installed")
            _ = try run(
                "/usr/bin/pdftoppm", ["-png", "-r", "\(72 * scale)", "-singlefile", input, String(output.dropLast(4))])
        case .svg:
            try XCTSkipUnless(
                FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"),
                "rsvg-convert (librsvg2-bin) is not installed")
            _ = try run("/usr/bin/rsvg-convert", ["-z", "\(scale)", input, "-o", output])
        case .png:
            return try PNGDecoder.decode(data)
        }
        return try ImageDiff.read(output)
    }

    func file(_ data: Data, _ ext: String) throws -> String {
        let folder = try TemporaryFolder("vector")
        addTeardownBlock { _ = folder }
        let url = folder.url("file.\(ext)")
        try data.write(to: url)
        return url.path
    }

    func run(_ tool: String, _ arguments: [String]) throws -> String {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: tool), "\(tool) is not installed (poppler-utils)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }
}
