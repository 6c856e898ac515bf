import Foundation
import XCTest

/// The `chatshot` executable as a user runs it: exit statuses, one-line errors on standard error, no partial output.
final class CommandLineTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable next to the test bundle.
    var executable: URL {
        var dir = Bundle(for: CommandLineTests.self).bundleURL
        while dir.pathExtension == "xctest" || dir.lastPathComponent.hasSuffix(".xctest") { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("chatshot")
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    func run(_ args: [String]) throws -> Result {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        p.currentDirectoryURL = Self.root
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    var tmp: URL!
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "build the chatshot product first")
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
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
        try "components:\n  messageListDateSeparatorEnabled: yes please\n".write(to: manifest, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("never.png").path
        let cases: [[String]] = [
            ["render", "Examples/transcripts/one-to-one.json", "-m", manifest.path, "-o", out],
            ["render", "does-not-exist.json", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json", "--width", "0", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json", "--scale", "7", "-o", out],
            ["render", "Examples/transcripts/one-to-one.json"],               // usage: no -o
            ["render", "Examples/transcripts/one-to-one.json", "--bogus", "-o", out],
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
        let a = tmp.appendingPathComponent("a.png").path, b = tmp.appendingPathComponent("b.png").path
        XCTAssertEqual(try run(["render", "Examples/transcripts/one-to-one.json", "-o", a]).status, 0)
        XCTAssertEqual(try run(["render", "Examples/transcripts/one-to-one.json", "--appearance", "dark", "-o", b]).status, 0)
        XCTAssertEqual(try run(["diff", a, a]).status, 0)
        let r = try run(["diff", a, b, "--json"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("\"diffPixels\""), r.stdout)
        XCTAssertEqual(try run(["diff", a, tmp.appendingPathComponent("missing.png").path]).status, 2)
    }

    func testCompareMakesOnePictureWiderThanTwoPanels() throws {
        let out = tmp.appendingPathComponent("compare.png").path
        let r = try run(["compare", "Examples/transcripts/group-chat.json", "--after",
                         "Examples/customizations/squared-bubble/manifest.yaml", "-o", out, "--width", "200", "--height", "300"])
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
        let common = ["--appearance", "dark", "--scale", "2", "--width", "320", "--height", "480", "--now", "2024-05-01T10:00:00Z"]
        XCTAssertEqual(try run(["render", "Examples/transcripts/group-chat.json", "-o", rendered] + common).status, 0)
        XCTAssertEqual(try run(["compare", "Examples/transcripts/group-chat.json", "--after", squared, "-o", compared] + common).status, 0)
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
            ["compare", "Examples/transcripts/one-to-one.json", "-o", "x.png"],
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
            worker = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
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
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Examples/transcripts/one-to-one.json").path, toPath: transcript)
        let manifest = tmp.appendingPathComponent("m.yaml").path
        try "appearance: {tintColor: systemPink}\n".write(toFile: manifest, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: transcript))
        let link = tmp.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tmp.appendingPathComponent("target.png").path)
        let cases: [[String]] = [
            ["render", transcript, "-o", transcript],
            ["render", transcript, "-m", manifest, "-o", manifest],
            ["render", transcript, "--full", "-o", transcript],
            ["compare", transcript, "--after", manifest, "-o", manifest],
            ["render", transcript, "-o", link],
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
}
