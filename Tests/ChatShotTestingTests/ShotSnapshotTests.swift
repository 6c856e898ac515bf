import ChatShotKit
import ChatShotTesting
import TestSupport
import XCTest

/// The snapshot assertion's steps as a test author meets them: where references go, recording, comparing, and what a
/// failure says.
final class ShotSnapshotTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")
    var dir = ""
    private var scratch: TemporaryFolder?

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("testing")
        dir = scratch!.path
    }

    override func tearDownWithError() throws { scratch = nil }

    var shot: Shot {
        Shot(
            transcript: Self.examples.appendingPathComponent("transcripts/one-to-one.json").path,
            display: Shot.Display(width: 160, height: 200))
    }

    func testReferencesLieBesideTheTestFile() {
        XCTAssertEqual(
            ShotSnapshot.referencePath(file: "/p/Tests/ChatTests/BubbleTests.swift", testName: "testDark()", name: "1"),
            "/p/Tests/ChatTests/__Snapshots__/BubbleTests/testDark.1.png")
        XCTAssertEqual(
            ShotSnapshot.referencePath(file: "/p/T/A.swift", testName: "bubble(style:)", name: "dark mode"),
            "/p/T/__Snapshots__/A/bubble-style.dark-mode.png")
    }

    func testRecordModes() throws {
        XCTAssertEqual(try ShotRecordMode.fromEnvironment([:]), .missing)
        XCTAssertEqual(try ShotRecordMode.fromEnvironment(["CHATSHOT_RECORD": "never"]), .never)
        XCTAssertThrowsError(try ShotRecordMode.fromEnvironment(["CHATSHOT_RECORD": "yes"])) {
            XCTAssertTrue("\($0)".contains("CHATSHOT_RECORD=yes: expected missing, all or never"))
        }
        let reference = dir + "/__Snapshots__/T/test.1.png"
        // never: a missing reference fails and nothing is written.
        var v = ShotSnapshot.verify(shot, referencePath: reference, record: .never, artifacts: dir + "/artifacts")
        XCTAssertTrue(v.failure?.contains("no reference at \(reference)") == true, v.failure ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference))
        // missing: recorded, and the assertion fails once.
        v = ShotSnapshot.verify(shot, referencePath: reference, record: .missing, artifacts: dir + "/artifacts")
        XCTAssertTrue(v.recorded)
        XCTAssertTrue(v.failure?.contains("no reference yet; recorded \(reference)") == true, v.failure ?? "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), try renderPNG(shot))
        // Then it passes.
        v = ShotSnapshot.verify(shot, referencePath: reference, record: .missing, artifacts: dir + "/artifacts")
        XCTAssertNil(v.failure)
        XCTAssertFalse(v.recorded)
        // all: written again, and fails until record mode is off.
        v = ShotSnapshot.verify(shot, referencePath: reference, record: .all, artifacts: dir + "/artifacts")
        XCTAssertTrue(v.recorded)
        XCTAssertTrue(v.failure?.contains("without CHATSHOT_RECORD=all") == true, v.failure ?? "")
    }

    func testAFailureNamesExpectedActualAndDiffImages() throws {
        let reference = dir + "/__Snapshots__/T/test.1.png"
        _ = ShotSnapshot.verify(shot, referencePath: reference, record: .missing, artifacts: dir + "/artifacts")
        var dark = shot
        dark.display.style = .dark
        let v = ShotSnapshot.verify(dark, referencePath: reference, record: .missing, artifacts: dir + "/artifacts")
        let failure = try XCTUnwrap(v.failure)
        XCTAssertEqual(v.actualPath, dir + "/artifacts/T/test.1.actual.png")
        XCTAssertEqual(v.diffPath, dir + "/artifacts/T/test.1.diff.png")
        XCTAssertTrue(failure.contains("pixels differ"), failure)
        XCTAssertTrue(
            failure.contains("expected: \(reference)\nactual:   \(v.actualPath!)\ndiff:     \(v.diffPath!)"), failure)
        XCTAssertTrue(failure.contains("changed region"), failure)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: v.actualPath!)), try renderPNG(dark))
        XCTAssertTrue(FileManager.default.fileExists(atPath: v.diffPath!))
        // A generous allowance passes the same change.
        let loose = ShotSnapshot.verify(
            dark, referencePath: reference, tolerance: ShotTolerance(maxDiffPixelRatio: 1), record: .never)
        XCTAssertNil(loose.failure)
    }

    /// A transcript and a manifest written in code render like the same files.
    func testInlineTranscriptAndManifest() throws {
        let transcriptPath = Self.examples.appendingPathComponent("transcripts/one-to-one.json").path
        let manifestPath = Self.examples.appendingPathComponent("customizations/brand-color/manifest.yaml").path
        var fromFiles = shot
        fromFiles.look.manifests = [manifestPath]
        var inline = try Shot.inline(
            transcript: String(contentsOfFile: transcriptPath, encoding: .utf8),
            manifests: [String(contentsOfFile: manifestPath, encoding: .utf8)],
            relativeTo: (transcriptPath as NSString).deletingLastPathComponent)
        inline.display = fromFiles.display
        XCTAssertEqual(try renderPNG(inline), try renderPNG(fromFiles))
        XCTAssertEqual(
            try InlineManifest.path(for: "appearance: {}\n"), try InlineManifest.path(for: "appearance: {}\n"))
        // Bad inline text names the inline transcript and the line.
        let bad = try Shot.inline(transcript: "{\"messages\": [\n")
        XCTAssertThrowsError(try renderPNG(bad)) { XCTAssertTrue("\($0)".contains("<inline transcript>:2:"), "\($0)") }
    }

    /// Test frameworks run tests in parallel; the assertion's renders take turns and stay byte-identical.
    func testParallelAssertionsRenderOneAtATime() throws {
        let reference = dir + "/ref.png"
        try ShotSnapshot.render(shot).write(to: URL(fileURLWithPath: reference))
        let failures = Failures()
        let (shot, dir) = (self.shot, self.dir)
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            var s = shot
            s.display.style = i % 2 == 0 ? .light : .dark
            let v = ShotSnapshot.verify(s, referencePath: reference, record: .never, artifacts: dir + "/a\(i)")
            failures.add(v.failure == nil ? "pass" : "fail")
        }
        XCTAssertEqual(failures.items.sorted(), ["fail", "fail", "pass", "pass"])
    }

    final class Failures: @unchecked Sendable {
        let lock = NSLock()
        var items: [String] = []
        func add(_ s: String) {
            lock.lock()
            items.append(s)
            lock.unlock()
        }
    }
}
