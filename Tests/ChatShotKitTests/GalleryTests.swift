import XCTest
@testable import ChatShotKit

/// Galleries: parsing and validation, job names, shards, and the batch runner with a fake renderer.
final class GalleryTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "chatshot-gallery-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/t", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/t/chat.json"))
        try Data("appearance: {}\n".utf8).write(to: URL(fileURLWithPath: dir + "/brand.yaml"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ yaml: String, name: String = "gallery.yaml") throws -> String {
        let path = dir + "/" + name
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func loadError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = try write(yaml)
        do {
            _ = try Gallery.load(path: path)
            XCTFail("no error", file: file, line: line)
            return ""
        } catch ChatShotError.badInput(let m) {
            XCTAssertFalse(m.contains("\n"), "not one line: \(m)", file: file, line: line)
            return m
        }
    }

    let sample = """
    defaults:
      now: 2024-05-01T09:15:00Z
      scale: 2
    shots:
      - name: channel
        transcript: t/chat.json
        appearance: [light, dark]
        scale: [1, 3]
      - name: brand
        transcript: t/chat.json
        manifests: [brand.yaml]
        direction: [ltr, rtl]
        device: iphone-se
        threshold: 0.2
        maxDiffPixels: 10
      - name: plain
        transcript: t/chat.json
        width: 320
        height: 480
        appearance: dark
    """

    func testJobsHaveStableReadableNames() throws {
        let jobs = try Gallery.load(path: try write(sample)).jobs()
        XCTAssertEqual(jobs.map(\.fileName), [
            "channel--light--1x.png", "channel--light--3x.png", "channel--dark--1x.png", "channel--dark--3x.png",
            "brand--ltr.png", "brand--rtl.png", "plain.png",
        ])
        let dark3 = jobs[3]
        XCTAssertEqual(dark3.spec.appearance, "dark")
        XCTAssertEqual(dark3.spec.scale, 3)
        XCTAssertEqual(dark3.spec.now, "2024-05-01T09:15:00Z")
        XCTAssertEqual(dark3.spec.transcript, URL(fileURLWithPath: dir + "/t/chat.json").standardizedFileURL.path)
        let rtl = jobs[5]
        XCTAssertTrue(rtl.spec.rightToLeft)
        XCTAssertEqual(rtl.spec.scale, 2, "the default scale applies")
        XCTAssertEqual(rtl.spec.width, 375); XCTAssertEqual(rtl.spec.height, 667)
        XCTAssertEqual(rtl.spec.manifests, [URL(fileURLWithPath: dir + "/brand.yaml").standardizedFileURL.path])
        XCTAssertEqual(rtl.compare.threshold, 0.2)
        XCTAssertEqual(rtl.compare.maxDiffPixels, 10)
        XCTAssertEqual(jobs[6].spec.width, 320)
        XCTAssertEqual(jobs[6].spec.appearance, "dark")
        XCTAssertEqual(jobs[0].compare.threshold, 0.1)
    }

    func testUnknownKeyNamesLineColumnAndSuggestion() throws {
        let m = try loadError("""
        shots:
          - name: a
            transcript: t/chat.json
            apperance: dark
        """)
        XCTAssertTrue(m.hasPrefix(dir + "/gallery.yaml:4:5: "), m)
        XCTAssertTrue(m.contains("unknown key 'apperance'"), m)
        XCTAssertTrue(m.contains("did you mean 'appearance'?"), m)
    }

    func testBadValuesAndMissingFiles() throws {
        var m = try loadError("shots:\n  - name: a\n    transcript: t/missing.json\n")
        XCTAssertTrue(m.contains("gallery.yaml:3:17") && m.contains("t/missing.json") && m.contains("not found"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    manifests: [nope.yaml]\n")
        XCTAssertTrue(m.contains("nope.yaml") && m.contains("4:17"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    appearance: [light, drak]\n")
        XCTAssertTrue(m.contains("did you mean 'dark'?") && m.contains("4:25"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    scale: 4\n")
        XCTAssertTrue(m.contains("1, 2 or 3"), m)
        m = try loadError("shots:\n  - transcript: t/chat.json\n")
        XCTAssertTrue(m.contains("'name'"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n  - name: a\n    transcript: t/chat.json\n")
        XCTAssertTrue(m.contains("duplicate shot name 'a'") && m.contains(":4:11"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    threshold: 2\n")
        XCTAssertTrue(m.contains("threshold"), m)
        m = try loadError("defaults:\n  scale: 2\n")
        XCTAssertTrue(m.contains("'shots'"), m)
        m = try loadError("shots: [\n")
        XCTAssertTrue(m.contains("invalid YAML"), m)
        XCTAssertThrowsError(try Gallery.load(path: dir + "/none.yaml")) { XCTAssertTrue("\($0)".contains("none.yaml")) }
    }

    func testShardsAreDisjointAndCoverEverything() throws {
        let jobs = try Gallery.load(path: try write(sample)).jobs()
        for n in 1...8 {
            var seen: [String] = []
            for k in 1...n {
                let part = try Shard(index: k, count: n).select(jobs)
                XCTAssertEqual(part, try Shard(parsing: "\(k)/\(n)").select(jobs.reversed()), "independent of job order")
                seen += part.map(\.name)
            }
            XCTAssertEqual(seen.count, jobs.count, "n = \(n)")
            XCTAssertEqual(Set(seen), Set(jobs.map(\.name)), "n = \(n)")
        }
        for bad in ["3/2", "0/4", "a/b", "1/0", "-1/2", "2", "1/2/3", ""] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad) { error in
                guard case ChatShotError.badInput(let m) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(m.hasPrefix("--shard"), m)
            }
        }
    }

    func testBatchRendersEveryJobInParallelWithAtomicFiles() throws {
        let jobs = try Gallery.load(path: try write(sample)).jobs()
        let out = dir + "/out"
        try GalleryRun.prepareFolder(out, what: "output")
        let lines = LockedLines()
        let progress = BatchProgress(interactive: false) { lines.append($0) }
        let runner = BatchRunner(parallelism: 3, progress: progress) {
            ClosureWorker { job in
                if job.name == "plain" { throw ChatShotError.badInput("plain: broken manifest") }
                return try RGBAImage(width: 4, height: 4, fill: job.spec.appearance == "dark" ? (0, 0, 0, 255) : (255, 255, 255, 255)).pngData()
            }
        }
        let outcomes = runner.run(jobs, into: out)
        XCTAssertEqual(outcomes.map(\.job.name), jobs.map(\.name), "outcomes in job order")
        XCTAssertEqual(outcomes.filter { $0.error != nil }.map(\.job.name), ["plain"])
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(files, jobs.map(\.fileName).filter { $0 != "plain.png" }.sorted(), "no temporary or partial files")
        XCTAssertTrue(try RGBAImage.read(contentsOf: out + "/channel--dark--3x.png")[0, 0] == (0, 0, 0, 255))
        XCTAssertEqual(lines.all.count, jobs.count)
        XCTAssertTrue(lines.all.contains { $0.contains("FAILED") && $0.contains("plain.png") })
    }

    func testUnwritableOutputFolderIsBadInput() throws {
        let file = dir + "/afile"
        try Data().write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try GalleryRun.prepareFolder(file, what: "output")) { XCTAssertTrue("\($0)".contains(file)) }
        XCTAssertThrowsError(try GalleryRun.prepareFolder(file + "/sub", what: "output"))
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
