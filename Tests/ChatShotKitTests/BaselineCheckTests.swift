import ChatCanvas
import TestSupport
import XCTest

@testable import ChatShotKit

/// `check`: baselines compared, written only when asked, reports and merges — with a fake renderer.
final class BaselineCheckTests: XCTestCase {
    var dir = ""
    private var scratch: TemporaryFolder?
    var gallery = ""

    /// What the fake renderer draws for each job name (default: white 20×20).
    final class Scene: @unchecked Sendable {
        let lock = NSLock()
        var images: [String: RGBAImage] = [:]
        var broken: Set<String> = []
        func image(for name: String) throws -> RGBAImage {
            lock.lock()
            defer { lock.unlock() }
            if broken.contains(name) { throw ChatShotError.file(name, problem: "bad manifest") }
            return images[name] ?? RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        }
        func set(_ name: String, _ img: RGBAImage) {
            lock.lock()
            images[name] = img
            lock.unlock()
        }
    }
    var scene = Scene()

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("check")
        dir = scratch!.path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: dir + "/chat.json")
        gallery = dir + "/gallery.yaml"
        try Data(
            """
            shots:
              - name: a
                transcript: chat.json
                appearance: [light, dark]
              - name: b
                transcript: chat.json
                max-diff-pixels: 2
              - name: c
                transcript: chat.json
            """.utf8
        ).write(to: URL(fileURLWithPath: gallery))
        scene = Scene()
    }

    override func tearDownWithError() throws { scratch = nil }

    func check(_ update: UpdateMode = .none, prune: Bool = false, report: String? = nil, shard: Shard? = nil) throws
        -> CheckResults
    {
        let scene = self.scene
        let runner = BatchRunner(parallelism: 2) { ClosureWorker { job in try scene.image(for: job.name).pngData() } }
        let results = try BaselineCheck(
            galleryPath: gallery, baseline: dir + "/baselines", update: update, prune: prune, shard: shard,
            report: report, runner: runner
        ).run()
        if let report { try CheckReport.write(results, to: report) }
        return results
    }

    func status(_ r: CheckResults) -> [String: ShotResult.Status] {
        Dictionary(uniqueKeysWithValues: r.shots.map { ($0.name, $0.status) })
    }

    func baselineFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/baselines")) ?? []).sorted()
    }

    func mtime(_ name: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: dir + "/baselines/" + name)[.modificationDate] as! Date
    }

    func testWithoutUpdateNothingIsWrittenAndMissingFails() throws {
        let r = try check()
        XCTAssertEqual(status(r), ["a--light": .missing, "a--dark": .missing, "b": .missing, "c": .missing])
        XCTAssertEqual(r.failures.count, 4)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: dir + "/baselines"), "the baseline folder must not be created")
    }

    func testUpdateModes() throws {
        // --update=missing records everything the first time.
        var r = try check(.missing)
        XCTAssertEqual(r.updatedCount, 4)
        XCTAssertTrue(r.failures.isEmpty)
        XCTAssertEqual(baselineFiles(), ["a--dark.png", "a--light.png", "b.png", "c.png"])

        // Change c a lot, b by one pixel (within maxDiffPixels 2), and delete a--dark's baseline.
        var c = RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        for x in 0..<10 { c[x, 5] = (0, 0, 0, 255) }
        scene.set("c", c)
        var b = RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        b[3, 3] = (0, 0, 0, 255)
        scene.set("b", b)
        try FileManager.default.removeItem(atPath: dir + "/baselines/a--dark.png")
        let before = try baselineFiles().filter { $0 != "c.png" }.map { ($0, try mtime($0)) }
        let cBytes = FileManager.default.contents(atPath: dir + "/baselines/c.png")
        Thread.sleep(forTimeInterval: 0.05)

        // No --update: report, but never write.
        r = try check()
        XCTAssertEqual(status(r), ["a--light": .passed, "a--dark": .missing, "b": .passed, "c": .changed])
        XCTAssertEqual(r.shots.first { $0.name == "b" }?.diff?.diffPixels, 1)
        XCTAssertEqual(r.shots.first { $0.name == "c" }?.diff?.diffPixels, 10)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/baselines/c.png"), cBytes)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/baselines/a--dark.png"))

        // --update=missing: only a--dark; c still fails.
        r = try check(.missing)
        XCTAssertEqual(r.shots.filter(\.updated).map(\.name), ["a--dark"])
        XCTAssertEqual(r.failures.map(\.name), ["c"])
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/baselines/c.png"), cBytes)

        // --update (changed + missing): c is rewritten, the matching ones keep their files untouched.
        r = try check(.changed)
        XCTAssertEqual(r.shots.filter(\.updated).map(\.name), ["c"])
        XCTAssertTrue(r.failures.isEmpty)
        for (name, date) in before where name != "a--dark.png" {
            XCTAssertEqual(try mtime(name), date, "\(name) matched and must not be touched")
        }
        XCTAssertEqual(try ImageDiff.read(dir + "/baselines/c.png"), c)

        // --update=all writes every baseline.
        r = try check(.all)
        XCTAssertEqual(r.updatedCount, 4)
        XCTAssertTrue(try mtime("b.png") > before.first { $0.0 == "b.png" }!.1)
    }

    func testReportFilesAndMerge() throws {
        _ = try check(.missing)
        var c = RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        for x in 0..<10 { c[x, 5] = (0, 0, 0, 255) }
        scene.set("c", c)
        scene.broken = ["a--dark"]
        let r1 = try check(report: dir + "/r1", shard: try Shard(index: 1, count: 2))
        let r2 = try check(report: dir + "/r2", shard: try Shard(index: 2, count: 2))
        XCTAssertEqual(Set((r1.shots + r2.shots).map(\.name)), ["a--light", "a--dark", "b", "c"])
        let shardOfC = r1.shots.contains { $0.name == "c" } ? dir + "/r1" : dir + "/r2"
        for f in [
            "report.html", "junit.xml", "results.json", "changed-baselines.txt", "images/c.actual.png",
            "images/c.expected.png", "images/c.diff.png", "new-baselines/c.png"
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: shardOfC + "/" + f), f)
        }
        let (merged, warnings) = try CheckReport.merge([dir + "/r1", dir + "/r2"], into: dir + "/merged")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(merged.shots.map(\.name), ["a--dark", "a--light", "b", "c"])
        XCTAssertEqual(merged.shards, ["1/2", "2/2"])
        XCTAssertEqual(merged.failures.map(\.name), ["a--dark", "c"])
        let junit = try String(contentsOfFile: dir + "/merged/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("tests=\"4\" failures=\"1\" errors=\"1\""), junit)
        XCTAssertTrue(junit.contains("name=\"c.png\""))
        let html = try String(contentsOfFile: dir + "/merged/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("images/c.diff.png") && html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("would pass with threshold"))
        XCTAssertEqual(try String(contentsOfFile: dir + "/merged/changed-baselines.txt", encoding: .utf8), "c.png\n")
        XCTAssertEqual(try ImageDiff.read(dir + "/merged/new-baselines/c.png"), c)
        XCTAssertEqual(try CheckReport.read(folder: dir + "/merged").shots.count, 4)

        // A missing shard fails the merged run (see ReportTests).
        let (half, _) = try CheckReport.merge([dir + "/r1"], into: dir + "/half")
        XCTAssertEqual(half.missingShards, ["2/2"])
        XCTAssertFalse(half.passed)
        XCTAssertThrowsError(try CheckReport.merge([dir + "/nothing"], into: dir + "/m3")) {
            XCTAssertTrue("\($0)".contains("results.json"))
        }
    }

    func testStaleBaselinesFailUntilPruned() throws {
        _ = try check(.all)
        try RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255)).pngData().write(
            to: URL(fileURLWithPath: dir + "/baselines/gone.png"))
        var r = try check()
        XCTAssertEqual(status(r)["gone"], .stale)
        XCTAssertEqual(r.failures.map(\.name), ["gone"])
        XCTAssertTrue(CheckReport.summary(r).contains("1 stale baselines"), CheckReport.summary(r))
        XCTAssertTrue(baselineFiles().contains("gone.png"), "never removed unless asked")
        // A shard cannot know which baselines belong to other shards: no stale report there.
        XCTAssertNil(status(try check(shard: try Shard(index: 1, count: 2)))["gone"])
        r = try check(prune: true)
        XCTAssertTrue(r.failures.isEmpty)
        XCTAssertFalse(baselineFiles().contains("gone.png"))
    }

    /// Writes a white picture and hands back black pixels (when it keeps any).
    final class TwoFacedWorker: RenderWorker {
        let keep: Bool
        init(keep: Bool) { self.keep = keep }
        func render(_ job: GalleryJob, to output: String) throws {
            try AtomicFile.write(try RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255)).pngData(), to: output)
        }
        func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
            try render(job, to: output)
            return keep ? RGBAImage(width: 20, height: 20, fill: (0, 0, 0, 255)) : nil
        }
        func close() {}
    }

    /// `check` compares the pixels the worker rendered, and reads the file back only from a worker that keeps none.
    func testTheRenderedPixelsAreCompared() throws {
        _ = try check(.missing)  // white baselines
        for keep in [true, false] {
            let runner = BatchRunner(parallelism: 2) { TwoFacedWorker(keep: keep) }
            let r = try BaselineCheck(
                galleryPath: gallery, baseline: dir + "/baselines", report: dir + "/report", runner: runner
            ).run()
            XCTAssertEqual(Set(r.shots.map(\.status)), [keep ? .changed : .passed], "keeping pixels: \(keep)")
            if keep {
                XCTAssertEqual(r.shots[0].changedRegion, PixelRegion(x: 0, y: 0, width: 20, height: 20))
                let diff = try PNGDecoder.decode(contentsOf: dir + "/report/" + XCTUnwrap(r.shots[0].diffImage))
                XCTAssertTrue(diff[5, 5] == (0, 160, 255, 255), "darker pixels in blue")
            }
        }
    }

    func testThreadWorkerKeepsThePixelsOfItsPNG() throws {
        let job = try GalleryRun.jobs(galleryPath: gallery, shard: nil).selected[0]
        let pixels = try XCTUnwrap(try ThreadWorker().renderKeepingPixels(job, to: dir + "/a.png"))
        XCTAssertEqual(pixels, try PNGDecoder.decode(contentsOf: dir + "/a.png"))
        XCTAssertEqual([pixels.width, pixels.height], [360, 700])
    }

    func testUpdateArgument() throws {
        XCTAssertEqual(try UpdateMode(option: nil), .changed)
        XCTAssertEqual(try UpdateMode(option: "missing"), .missing)
        XCTAssertEqual(try UpdateMode(option: "all"), .all)
        XCTAssertThrowsError(try UpdateMode(option: "none"))
        XCTAssertThrowsError(try UpdateMode(option: "everything"))
    }
}
