import Foundation
import XCTest

/// The `chatshot` executable as a user runs it: exit statuses, one-line errors on standard error, no partial output.
final class CommandLineTests: ChatShotProcessTestCase {
    func testEveryCommandThatRendersListsAppInItsHelp() throws {
        for command in ["render", "compare", "batch", "check", "docs", "bench"] {
            let r = try run([command, "--help"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("--app <dir>"), "\(command) --help names --app")
            XCTAssertTrue(r.stdout.contains("--app-setup <name>"), "\(command) --help names --app-setup")
        }
    }

    func testRenderWritesAPNG() throws {
        let out = tmp.appendingPathComponent("chat.png").path
        let r = try run(["render", "Examples/transcripts/one-to-one.json", "-o", out, "--scale", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testBadInputExitsTwoWithOneLineAndNoOutput() throws {
        let manifest = tmp.appendingPathComponent("bad.yaml")
        try "components:\n  messageListDateSeparatorEnabled: yes please\n".write(
            to: manifest, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let cases: [[String]] = [
            ["render", "Examples/transcripts/one-to-one.json", "-m", manifest.path, "-o", out],
            ["render", "does-not-exist.json", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json", "--width", "0", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json", "--scale", "7", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json"],  // usage: no -o
            ["render", "Examples/transcripts/one-to-one.json", "--bogus", "-o", out]
        ]
        for args in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertFalse(r.stderr.isEmpty, "\(args)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(args) left an output file")
        }
        let r = try run(cases[0])
        XCTAssertTrue(r.stderr.contains("bad.yaml:2:36"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
    }

    func testDiffExitsOneOnADifference() throws {
        let a = tmp.appendingPathComponent("a.png").path
        let b = tmp.appendingPathComponent("b.png").path
        XCTAssertEqual(try run(["render", "Examples/transcripts/one-to-one.json", "-o", a]).status, 0)
        XCTAssertEqual(
            try run(["render", "Examples/transcripts/one-to-one.json", "--appearance", "dark", "-o", b]).status, 0)
        XCTAssertEqual(try run(["diff", a, a]).status, 0)
        let r = try run(["diff", a, b, "--json"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("\"diffPixels\""), r.stdout)
        XCTAssertEqual(try run(["diff", a, tmp.appendingPathComponent("missing.png").path]).status, 2)

        // CIEDE2000: the same exit statuses, its own fields in the JSON, bad values are bad input.
        XCTAssertEqual(try run(["diff", a, a, "--compare", "delta-e"]).status, 0)
        let e = try run(["diff", a, b, "--compare", "delta-e", "--perceptual-precision", "0.9", "--json"])
        XCTAssertEqual(e.status, 1, e.stderr)
        XCTAssertTrue(e.stdout.contains(#""comparator":"delta-e""#), e.stdout)
        XCTAssertTrue(e.stdout.contains(#""perceptualPrecision":0.9"#), e.stdout)
        let line = try run(["diff", a, b, "--compare", "delta-e"])
        XCTAssertTrue(line.stdout.contains("at ΔE2000 tolerance 2 (perceptual precision 0.98) — FAIL"), line.stdout)
        for bad in [["--compare", "yiq"], ["--perceptual-precision", "1.5"], ["--perceptual-precision", "-0.1"]] {
            let r = try run(["diff", a, b] + bad)
            XCTAssertEqual(r.status, 2, "\(bad): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
    }

    func testCompareMakesOnePictureWiderThanTwoPanels() throws {
        let out = tmp.appendingPathComponent("compare.png").path
        let r = try run([
            "compare", "Examples/transcripts/group-chat.json", "--after",
            "Examples/customizations/squared-bubble/manifest.yaml", "-o", out, "--width", "200", "--height", "300"
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertGreaterThan(width, 400)
    }

    /// One shot value behind every command: the same shot through render, compare, batch and check gives the same bytes.
    func testTheSameShotThroughEveryCommandIsByteIdentical() throws {
        let root = Self.root.path
        let squared = "\(root)/Examples/customizations/squared-bubble/manifest.yaml"
        let rendered = tmp.appendingPathComponent("render.png").path
        let compared = tmp.appendingPathComponent("compare.png").path
        let common = [
            "--appearance", "dark", "--scale", "2", "--width", "320", "--height", "480", "--now", "2024-05-01T10:00:00Z"
        ]
        XCTAssertEqual(try run(["render", "Examples/transcripts/group-chat.json", "-o", rendered] + common).status, 0)
        XCTAssertEqual(
            try run(["compare", "Examples/transcripts/group-chat.json", "--after", squared, "-o", compared] + common)
                .status, 0)
        let gallery = tmp.appendingPathComponent("gallery.yaml")
        try """
        defaults: {transcript: \(root)/Examples/transcripts/group-chat.json, appearance: dark, scale: 2, width: 320, height: 480,
                   now: 2024-05-01T10:00:00Z}
        shots:
          - {name: one}
          - {name: sheet, after: \(squared)}
        """.write(to: gallery, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("out").path
        let batch = try run(["batch", gallery.path, "--out", out, "--jobs", "2"])
        XCTAssertEqual(batch.status, 0, batch.stderr)
        let baselines = tmp.appendingPathComponent("baselines").path
        let record = try run(["check", gallery.path, "--baseline", baselines, "--update"])
        XCTAssertEqual(record.status, 0, record.stderr)
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
        XCTAssertEqual(try bytes(rendered), try bytes(out + "/one.png"))
        XCTAssertEqual(try bytes(compared), try bytes(out + "/sheet.png"))
        XCTAssertEqual(try bytes(rendered), try bytes(baselines + "/one.png"))
        XCTAssertEqual(try bytes(compared), try bytes(baselines + "/sheet.png"))
        let again = try run(["check", gallery.path, "--baseline", baselines])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.contains("2 shots: 2 passed"), again.stdout)
    }

    /// Usage errors are one line with a hint to --help, exit status 2.
    func testUsageErrorsAreOneLine() throws {
        let cases: [[String]] = [
            ["render", "Examples/transcripts/one-to-one.json", "--scale", "-1", "-o", "x.png"],
            ["render", "Examples/transcripts/one-to-one.json", "--screen", "chanel", "-o", "x.png"],
            ["render", "Examples/transcripts/one-to-one.json", "--now", "2024-13-99T10:00:00Z", "-o", "x.png"],
            ["batch", "Examples/gallery.yaml", "--jobs", "-3"],
            ["check", "Examples/gallery.yaml"],
            ["check", "Examples/gallery.yaml", "--baseline", "b", "--update=sometimes"],
            ["compare", "Examples/transcripts/one-to-one.json", "-o", "x.png"]
        ]
        for args in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("chatshot: ") && r.stderr.contains("--help"), "\(args): \(r.stderr)")
        }
    }

    /// A render worker ends when its parent dies, even by kill -9, instead of finishing its work.
    func testWorkersStopWhenTheirParentDies() throws {
        let pidFile = tmp.appendingPathComponent("worker.pid").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "sleep 60 | '\(executable.path)' batch --worker & echo $! > '\(pidFile)'; wait"]
        try shell.run()
        var worker: Int32 = 0
        for _ in 0..<50 where worker == 0 {
            usleep(100_000)
            worker =
                Int32(
                    (try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(
                        in: .whitespacesAndNewlines) ?? "") ?? 0
        }
        XCTAssertGreaterThan(worker, 0)
        XCTAssertEqual(kill(worker, 0), 0, "the worker runs")
        kill(shell.processIdentifier, SIGKILL)
        var alive = true
        for _ in 0..<50 where alive {
            usleep(100_000)
            let stat = (try? String(contentsOfFile: "/proc/\(worker)/stat", encoding: .utf8)) ?? ""
            alive = !stat.isEmpty && !stat.contains(") Z ")
        }
        XCTAssertFalse(alive, "the worker outlived its parent")
    }

    /// No output path ever replaces an input of the same command, a symlink or anything that is not a regular file.
    func testOutputsNeverReplaceInputsOrSpecialFiles() throws {
        let transcript = tmp.appendingPathComponent("t.json").path
        try FileManager.default.copyItem(
            atPath: Self.root.appendingPathComponent("Examples/transcripts/one-to-one.json").path, toPath: transcript)
        let manifest = tmp.appendingPathComponent("m.yaml").path
        try "appearance: {tintColor: systemPink}\n".write(toFile: manifest, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: transcript))
        let link = tmp.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: tmp.appendingPathComponent("target.png").path)
        let cases: [[String]] = [
            ["render", transcript, "-o", transcript],
            ["render", transcript, "-m", manifest, "-o", manifest],
            ["render", transcript, "--full", "-o", transcript],
            ["compare", transcript, "--after", manifest, "-o", manifest],
            ["render", transcript, "-o", link]
        ]
        for args in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("refusing to replace it"), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: transcript)), before)
        XCTAssertEqual(try String(contentsOfFile: manifest, encoding: .utf8), "appearance: {tintColor: systemPink}\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("target.png").path))
        // A gallery whose output folder holds its own transcript under a shot's name.
        let gallery = tmp.appendingPathComponent("g.yaml").path
        try "shots:\n  - {name: t, transcript: t.png}\n".write(toFile: gallery, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: transcript, toPath: tmp.appendingPathComponent("t.png").path)
        let r = try run(["batch", gallery, "--out", tmp.path])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("refusing to replace it"), r.stderr)
        XCTAssertEqual(try Data(contentsOf: tmp.appendingPathComponent("t.png")), before)
    }

    // MARK: - Conventions (issue 13)

    func testVersion() throws {
        let r = try run(["--version"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, r.stdout)
    }

    /// A gallery shot's keys are the long names of the command line's options (`render`, `compare`, `diff`), and every
    /// shot option of `render` is a gallery key: the gallery's key table (read through its generated schema) and the
    /// command line's option declarations name the same things.
    func testGalleryKeysAreTheCommandLineOptionNames() throws {
        func longNames(_ command: String) throws -> Set<String> {
            let r = try run([command, "--experimental-dump-help"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let info = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let arguments = (info?["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []
            return Set(
                arguments.flatMap {
                    ($0["names"] as? [[String: String]] ?? []).filter { $0["kind"] == "long" }.compactMap { $0["name"] }
                })
        }
        let schema = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.root.appendingPathComponent("Schemas/chatshot-gallery.schema.json")))
        let shot =
            (((schema as? [String: Any])?["$defs"] as? [String: Any])?["shot"] as? [String: Any])?["properties"]
            as? [String: Any]
        let galleryKeys = Set(shot?.keys.map { $0 } ?? []).subtracting(["name", "transcript"])
        let render = try longNames("render")
        let compare = try longNames("compare")
        let diff = try longNames("diff")
        XCTAssertFalse(galleryKeys.isEmpty)
        XCTAssertEqual(
            galleryKeys.subtracting(render.union(compare).union(diff)), [], "gallery keys that are no option")
        // --app and --app-setup choose the renderer the command runs in, not a shot's look (a gallery run takes them).
        let notShotOptions: Set = [
            "output", "png-compression", "no-back-button", "version", "help", "app", "app-setup"
        ]
        XCTAssertEqual(
            render.subtracting(notShotOptions).subtracting(galleryKeys), [], "render options that are no gallery key")
        let panels: Set = ["before-customization", "after-customization"]  // the gallery's before/after panels
        XCTAssertEqual(
            compare.subtracting(render).subtracting(panels).subtracting(galleryKeys), [],
            "compare options that are no gallery key")
    }

    /// `render - -o -`: the transcript from standard input, the PNG on standard output — the same bytes as files give.
    func testStandardInputAndOutput() throws {
        let transcript = try Data(contentsOf: Self.root.appendingPathComponent("Examples/transcripts/one-to-one.json"))
        let file = tmp.appendingPathComponent("file.png").path
        XCTAssertEqual(
            try run(["render", "Examples/transcripts/one-to-one.json", "-o", file, "--width", "200", "--height", "300"])
                .status, 0)
        let piped = try runBinary(["render", "-", "-o", "-", "--width", "200", "--height", "300"], input: transcript)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stdout, try Data(contentsOf: URL(fileURLWithPath: file)))
        // Bad input from standard input is named <stdin>, with its line and column.
        let bad = try runBinary(
            ["render", "-", "-o", tmp.appendingPathComponent("x.png").path], input: Data("{\"messages\": [\n".utf8))
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("chatshot: <stdin>:2:"), bad.stderr)
    }

    /// A small gallery of real renders for batch and check.
    func smallGallery(_ extra: String = "") throws -> String {
        let gallery = tmp.appendingPathComponent("gallery.yaml")
        try """
        defaults: {transcript: \(Self.root.path)/Examples/transcripts/one-to-one.json, width: 120, height: 160}
        shots:
          - {name: chat, appearance: [light, dark]}
          - {name: thread-ish, scale: 2}
        \(extra)
        """.write(to: gallery, atomically: true, encoding: .utf8)
        return gallery.path
    }

    func testOnlyQuietAndJSON() throws {
        let gallery = try smallGallery()
        let baselines = tmp.appendingPathComponent("baselines").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", baselines, "--update", "--quiet"]).status, 0)
        // A stale baseline is not looked for with --only (part of the gallery).
        try Data().write(to: URL(fileURLWithPath: baselines + "/gone.png"))
        let only = try run([
            "check", gallery, "--baseline", baselines, "--only", "chat--d*", "--only", "thread-ish", "--json"
        ])
        XCTAssertEqual(only.status, 0, only.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as! [String: Any]
        let names = (json["shots"] as! [[String: Any]]).map { $0["name"] as! String }
        XCTAssertEqual(names, ["chat--dark", "thread-ish"])
        XCTAssertEqual(json["only"] as? [String], ["chat--d*", "thread-ish"])
        XCTAssertEqual(
            (json["environment"] as? [String: Any])?["chatshot"] as? String,
            try run(["--version"]).stdout.trimmingCharacters(in: .newlines))
        XCTAssertEqual(only.stderr, "", "--json prints no progress")
        // The whole gallery finds the stale baseline; --quiet prints it and the counts, and no progress.
        let quiet = try run(["check", gallery, "--baseline", baselines, "--quiet"])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(
            quiet.stdout,
            "  stale    gone.png: no shot of the gallery makes this baseline\n4 shots: 3 passed, 0 changed, 0 missing, 1 stale baselines\n"
        )
        XCTAssertFalse(quiet.stderr.contains("render ok"), quiet.stderr)
        // batch --only --quiet: the summary line only.
        let batch = try run([
            "batch", gallery, "--out", tmp.appendingPathComponent("out").path, "--only", "chat", "--quiet"
        ])
        XCTAssertEqual(batch.status, 0, batch.stderr)
        XCTAssertEqual(batch.stderr, "")
        XCTAssertTrue(batch.stdout.hasPrefix("rendered 2 of 2 images into"), batch.stdout)
        // A pattern that matches nothing is bad input, with a suggestion.
        let typo = try run(["batch", gallery, "--only", "chatt"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(
            typo.stderr.contains("--only \"chatt\": no shot or image of the gallery matches; did you mean \"chat\"?"),
            typo.stderr)
    }

    /// `check --compare delta-e` compares every image by CIEDE2000, whatever the gallery says, and says so in its results.
    func testCheckComparesByDeltaEWhenAsked() throws {
        let gallery = tmp.appendingPathComponent("delta.yaml").path
        try """
        shots:
          - {name: chat, transcript: \(Self.root.path)/Examples/transcripts/one-to-one.json, width: 120, height: 160}
        """.write(toFile: gallery, atomically: true, encoding: .utf8)
        let baselines = tmp.appendingPathComponent("baselines").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", baselines, "--update", "--quiet"]).status, 0)
        let r = try run([
            "check", gallery, "--baseline", baselines, "--compare", "delta-e", "--perceptual-precision", "1", "--json"
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(#""comparator" : "delta-e""#), r.stdout)
        XCTAssertTrue(r.stdout.contains(#""perceptualPrecision" : 1"#), r.stdout)
        let pixelmatch = try run(["check", gallery, "--baseline", baselines, "--json"])
        XCTAssertFalse(pixelmatch.stdout.contains("comparator"), pixelmatch.stdout)
        let bad = try run(["check", gallery, "--baseline", baselines, "--perceptual-precision", "3"])
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertEqual(bad.stderr, "chatshot: --perceptual-precision 3.0: expected a number from 0 to 1\n")
    }

    func testShadowedAllowanceWarnsWithFileLineAndColumn() throws {
        let gallery = tmp.appendingPathComponent("slack.yaml")
        try """
        defaults: {transcript: \(Self.root.path)/Examples/transcripts/one-to-one.json, width: 120, height: 160, max-diff-pixels: 0}
        shots:
          - name: chat
            max-diff-pixel-ratio: 0.001
        """.write(to: gallery, atomically: true, encoding: .utf8)
        let r = try run(["batch", gallery.path, "--out", tmp.appendingPathComponent("out").path, "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(
            r.stderr.hasPrefix("chatshot: warning: \(gallery.path):4:5: shot \"chat\"'s max-diff-pixel-ratio: 0.001"),
            r.stderr)
        XCTAssertTrue(r.stderr.contains("is shadowed by max-diff-pixels: 0 (defaults, \(gallery.path):1:"), r.stderr)
    }

    /// `report merge` of shards 1 and 3 of 3 exits 1 and says which shard is missing, though every image matched.
    func testReportMergeWithAMissingShardExitsOne() throws {
        let gallery = try smallGallery("  - {name: third}")
        let baselines = tmp.appendingPathComponent("baselines").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", baselines, "--update", "--quiet"]).status, 0)
        for k in [1, 3] {
            let r = try run([
                "check", gallery, "--baseline", baselines, "--shard", "\(k)/3", "--report",
                tmp.appendingPathComponent("r\(k)").path, "-q"
            ])
            XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        }
        let merged = tmp.appendingPathComponent("merged").path
        let r = try run([
            "report", "merge", tmp.appendingPathComponent("r1").path, tmp.appendingPathComponent("r3").path, "--out",
            merged
        ])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("missing  no report for shard 2/3: 1 image was not checked"), r.stdout)
        XCTAssertTrue(r.stdout.contains("INCOMPLETE: shard 2/3 missing"), r.stdout)
        let junit = try String(contentsOfFile: merged + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains(#"name="shard 2/3""#) && junit.contains(#"type="missing-shard""#), junit)
    }
}
