import ChatCanvas
import TestSupport
import XCTest

@testable import ChatShotKit

/// What a CI user sees of a check: merged shards that never hide a missing one, JUnit attachments, the changed
/// region, and the HTML report opened in a real (headless) browser.
final class ReportTests: XCTestCase {
    var dir = ""
    private var scratch: TemporaryFolder?
    var gallery = ""
    /// Images the fake renderer draws, by job name (default: white 20×20).
    final class Scene: @unchecked Sendable {
        let lock = NSLock()
        var images: [String: RGBAImage] = [:]
        func image(for name: String) -> RGBAImage {
            lock.lock()
            defer { lock.unlock() }
            return images[name] ?? RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        }
    }
    let scene = Scene()

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("report")
        dir = scratch!.path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: dir + "/chat.json")
        gallery = dir + "/gallery.yaml"
        try Data(
            """
            shots:
              - {name: a, transcript: chat.json, appearance: [light, dark]}
              - {name: b, transcript: chat.json}
              - {name: c, transcript: chat.json}
              - {name: d, transcript: chat.json}
              - {name: e, transcript: chat.json}
            """.utf8
        ).write(to: URL(fileURLWithPath: gallery))
    }

    override func tearDownWithError() throws { scratch = nil }

    func check(_ update: UpdateMode = .none, shard: Shard? = nil, report: String? = nil) throws -> CheckResults {
        let scene = self.scene
        let runner = BatchRunner(parallelism: 2) { ClosureWorker { job in try scene.image(for: job.name).pngData() } }
        let results = try BaselineCheck(
            galleryPath: gallery, baseline: dir + "/baselines", update: update, shard: shard,
            report: report, runner: runner
        ).run()
        if let report { try CheckReport.write(results, to: report) }
        return results
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: dir + "/" + path, encoding: .utf8) }

    func testMergingShardsOneAndThreeOfThreeFailsAndNamesShardTwo() throws {
        _ = try check(.all)
        _ = try check(shard: try Shard(index: 1, count: 3), report: dir + "/r1")
        _ = try check(shard: try Shard(index: 3, count: 3), report: dir + "/r3")
        let (merged, _) = try CheckReport.merge([dir + "/r1", dir + "/r3"], into: dir + "/merged")

        // Every image that was checked passed — and still the run fails, because shard 2 never reported.
        XCTAssertTrue(merged.failures.isEmpty)
        XCTAssertEqual(merged.missingShards, ["2/3"])
        XCTAssertEqual(merged.uncheckedImages, 2)
        XCTAssertFalse(merged.passed)
        let summary = CheckReport.summary(merged)
        XCTAssertTrue(summary.contains("missing  no report for shard 2/3: 2 images were not checked"), summary)
        XCTAssertTrue(summary.split(separator: "\n").last!.contains("INCOMPLETE: shard 2/3 missing"), summary)

        let junit = try read("merged/junit.xml")
        XCTAssertTrue(junit.contains(#"<testsuites name="chatshot check" tests="5" failures="0" errors="1""#), junit)
        XCTAssertTrue(junit.contains(#"<testcase classname="chatshot.shards" name="shard 2/3""#), junit)
        XCTAssertTrue(
            junit.contains(
                #"<error message="no report for shard 2/3: 2 images were not checked" type="missing-shard">"#), junit)

        let html = try read("merged/report.html")
        XCTAssertTrue(html.contains("Incomplete: not every image was checked"))
        XCTAssertTrue(html.contains("no report for shard 2/3: 2 images were not checked"))

        // The merged results say so too, for the next tool.
        let reread = try CheckReport.read(folder: dir + "/merged")
        XCTAssertEqual(reread.missingShards, ["2/3"])
        XCTAssertFalse(reread.passed)

        // With every shard, the same run is green.
        _ = try check(shard: try Shard(index: 2, count: 3), report: dir + "/r2")
        let (all, warnings) = try CheckReport.merge([dir + "/r1", dir + "/r2", dir + "/r3"], into: dir + "/all")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(all.missingShards, [])
        XCTAssertTrue(all.passed)
        XCTAssertFalse(try read("all/junit.xml").contains("<error"))
    }

    func testReportsOfDifferentShardCountsAreBadInput() throws {
        _ = try check(.all)
        _ = try check(shard: try Shard(index: 1, count: 2), report: dir + "/r1")
        _ = try check(shard: try Shard(index: 2, count: 3), report: dir + "/r2")
        XCTAssertThrowsError(try CheckReport.merge([dir + "/r1", dir + "/r2"], into: dir + "/m")) {
            XCTAssertTrue("\($0)".contains("merge the reports of one run"), "\($0)")
        }
    }

    /// A changed image: its region is boxed, and JUnit attaches expected, actual and diff.
    func changedRun() throws -> CheckResults {
        _ = try check(.all)
        var c = RGBAImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        for x in 3...7 { for y in 10...11 { c[x, y] = (0, 0, 0, 255) } }
        scene.lock.lock()
        scene.images["c"] = c
        scene.lock.unlock()
        try FileManager.default.removeItem(atPath: dir + "/baselines/d.png")
        return try check(report: dir + "/report")
    }

    func testChangedRegionAndJUnitAttachments() throws {
        let r = try changedRun()
        let c = try XCTUnwrap(r.shots.first { $0.name == "c" })
        XCTAssertEqual(c.status, .changed)
        XCTAssertEqual(c.changedRegion, PixelRegion(x: 3, y: 10, width: 5, height: 2))
        let junit = try read("report/junit.xml")
        let report = dir + "/report"
        XCTAssertTrue(
            junit.contains(
                """
                <system-out>[[ATTACHMENT|\(report)/images/c.expected.png]]
                [[ATTACHMENT|\(report)/images/c.actual.png]]
                [[ATTACHMENT|\(report)/images/c.diff.png]]</system-out>
                """), junit)
        XCTAssertTrue(junit.contains("[[ATTACHMENT|\(report)/images/d.actual.png]]"), junit)  // missing: the new image
        XCTAssertTrue(junit.contains("changed region: 5×2 pixels at (3, 10)"))
        XCTAssertEqual(r.environment?.chatshot, ChatShotVersion.current)
        XCTAssertTrue(try read("report/report.html").contains("chatshot \(ChatShotVersion.current) · cairo "))
    }

    /// The report as a browser shows it: the page's script runs, the filters hide and show, links lead to cards.
    func testReportInHeadlessChromium() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        try XCTSkipIf(chromium == nil, "chromium is not installed (Scripts/setup.sh --test-tools installs it)")
        let results = try changedRun()
        var page = "file://" + dir + "/report/report.html"

        func dom(_ query: String) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: chromium!)
            p.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir)/chromium-profile",
                "--dump-dom", page + query
            ]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self)
        }
        func body(_ html: String) -> String {
            html.range(of: "<body[^>]*>", options: .regularExpression).map { String(html[$0]) } ?? ""
        }

        // Everything shown: 6 images (c changed, d missing, 4 passed).
        let all = try dom("")
        XCTAssertTrue(body(all).contains(#"data-ready="1""#), "the page's script did not run: \(body(all))")
        XCTAssertTrue(body(all).contains(#"data-visible="6""#), body(all))
        for status in ["changed", "missing", "stale", "error", "passed"] {
            XCTAssertTrue(all.contains(#"class="filter" value="\#(status)""#), "no \(status) filter")
        }
        // Each list entry links to a card or row that exists.
        for name in ["a--light", "a--dark", "b", "c", "d", "e"] {
            XCTAssertTrue(all.contains(##"href="#shot-\##(name)""##), name)
            XCTAssertTrue(all.contains(#"id="shot-\#(name)""#), name)
        }
        XCTAssertTrue(all.contains(#"class="zoomable" src="images/c.diff.png""#))
        XCTAssertTrue(
            all.contains(#"<div class="box" style="left:15.0000%;top:50.0000%;width:25.0000%;height:10.0000%"></div>"#))
        XCTAssertTrue(all.contains(#"id="viewer" hidden"#))
        // The command that accepts what is shown: the changed and the missing image.
        let accept = "chatshot check \(gallery) --baseline \(dir)/baselines --update"
        XCTAssertTrue(all.contains("<pre id=\"accept-command\">\(accept) --only c --only d</pre>"), all)
        XCTAssertTrue(all.contains(#"<button id="copy-command">copy the command</button>"#))

        // Filtered to changed images: one shown, the passed rows hidden.
        let changed = try dom("?status=changed")
        XCTAssertTrue(body(changed).contains(#"data-visible="1""#), body(changed))
        XCTAssertTrue(changed.contains(#"<tr id="shot-b" data-status="passed" hidden="">"#), "passed rows stay visible")
        XCTAssertTrue(changed.contains(#"<section class="shot" id="shot-c" data-status="changed">"#))
        XCTAssertTrue(changed.contains("<pre id=\"accept-command\">\(accept) --only c</pre>"), "filtered: only c")
        let missingAndPassed = try dom("?status=missing,passed")
        XCTAssertTrue(body(missingAndPassed).contains(#"data-visible="5""#), body(missingAndPassed))

        // Paths a shell would split or expand are quoted in the command: it can be pasted as it is.
        var odd = results
        odd.gallery = "/tmp/it's a $(gallery)/g.yaml"
        odd.baseline = "base lines"
        try CheckReport.html(odd).write(toFile: dir + "/report/odd.html", atomically: true, encoding: .utf8)
        page = "file://" + dir + "/report/odd.html"
        XCTAssertTrue(
            try dom("").contains(
                #"<pre id="accept-command">chatshot check '/tmp/it'\''s a $(gallery)/g.yaml' --baseline 'base lines' --update --only c --only d</pre>"#
            ))
    }
}
