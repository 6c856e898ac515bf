import TestSupport
import XCTest

@testable import ChatShotKit

/// A gallery's slack that another allowance makes void is named, with its file, line and column.
final class GalleryWarningTests: XCTestCase {
    var dir = ""
    private var scratch: TemporaryFolder?

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("warn")
        dir = scratch!.path
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: dir + "/chat.json")
    }

    override func tearDownWithError() throws { scratch = nil }

    func warnings(_ yaml: String) throws -> [String] {
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/gallery.yaml"))
        return try Gallery.load(path: dir + "/gallery.yaml").warnings
    }

    func testDefaultsPixelCountShadowsAShotsRatio() throws {
        let w = try warnings(
            """
            defaults:
              max-diff-pixels: 0
            shots:
              - name: a
                transcript: chat.json
                max-diff-pixel-ratio: 0.001
            """)
        XCTAssertEqual(
            w,
            [
                "\(dir)/gallery.yaml:6:5: shot \"a\"'s max-diff-pixel-ratio: 0.001 (about 252 of its 252000 pixels) is shadowed by "
                    + "max-diff-pixels: 0 (defaults, \(dir)/gallery.yaml:2:3): the stricter allowance applies, so at most 0 pixels "
                    + "may differ; remove one of the two"
            ])
    }

    func testAShotsOwnPixelCountShadowedByTheDefaultsRatio() throws {
        let w = try warnings(
            """
            defaults: {max-diff-pixel-ratio: 0}
            shots:
              - {name: a, transcript: chat.json, max-diff-pixels: 50}
            """)
        XCTAssertEqual(w.count, 1)
        XCTAssertTrue(
            w[0].hasPrefix(
                "\(dir)/gallery.yaml:3:38: shot \"a\"'s max-diff-pixels: 50 is shadowed by max-diff-pixel-ratio: 0"),
            w[0])
    }

    func testNoWarningWhereNothingIsShadowedOrTheShotTightensOnPurpose() throws {
        XCTAssertEqual(
            try warnings(
                """
                defaults: {max-diff-pixel-ratio: 0.001}
                shots:
                  - {name: a, transcript: chat.json}
                  - {name: b, transcript: chat.json, max-diff-pixels: 0}
                  - {name: c, transcript: chat.json, max-diff-pixel-ratio: 0.01}
                """), [])
        // The example gallery's slack is real.
        XCTAssertEqual(
            try Gallery.load(path: PackageRoot.examples.appendingPathComponent("ci/gallery/gallery.yaml").path)
                .warnings, [])
    }

    func testBothInDefaultsWarnOnceForTheGallery() throws {
        let w = try warnings(
            """
            defaults:
              max-diff-pixels: 0
              max-diff-pixel-ratio: 0.01
            shots:
              - {name: a, transcript: chat.json}
              - {name: b, transcript: chat.json}
            """)
        XCTAssertEqual(w.count, 1, "\(w)")
        XCTAssertTrue(w[0].hasPrefix("\(dir)/gallery.yaml:3:3: defaults' max-diff-pixel-ratio: 0.01"), w[0])
    }
}
