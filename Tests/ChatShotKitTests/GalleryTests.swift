import ChatCanvas
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// Galleries: parsing and validation, job names, shards, and the batch runner with a fake renderer.
final class GalleryTests: XCTestCase {
    var dir = ""
    private var scratch: TemporaryFolder?

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("gallery")
        dir = scratch!.path
        try FileManager.default.createDirectory(atPath: dir + "/t", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: dir + "/t/chat.json")
        try Data("appearance: {}\n".utf8).write(to: URL(fileURLWithPath: dir + "/brand.yaml"))
    }

    override func tearDownWithError() throws { scratch = nil }

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
        } catch {
            guard case .source(let d)? = ChatShotError(error) else {
                XCTFail("not a file:line:column diagnostic: \(error)", file: file, line: line)
                return ""
            }
            let m = d.description
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
            manifest: [brand.yaml]
            layout-direction: [ltr, rtl]
            device: iphone-se
            threshold: 0.2
            max-diff-pixels: 10
          - name: plain
            transcript: t/chat.json
            width: 320
            height: 480
            appearance: dark
        """

    func testJobsHaveStableReadableNames() throws {
        let jobs = try Gallery.load(path: try write(sample)).jobs()
        XCTAssertEqual(
            jobs.map(\.fileName),
            [
                "channel--light--1x.png", "channel--light--3x.png", "channel--dark--1x.png", "channel--dark--3x.png",
                "brand--ltr.png", "brand--rtl.png", "plain.png"
            ])
        let dark3 = jobs[3]
        XCTAssertEqual(dark3.shot.display.style, .dark)
        XCTAssertEqual(dark3.shot.display.scale, 3)
        XCTAssertEqual(dark3.shot.now, try Shot.parseNow("2024-05-01T09:15:00Z"))
        XCTAssertEqual(dark3.shot.transcript, URL(fileURLWithPath: dir + "/t/chat.json").standardizedFileURL.path)
        let rtl = jobs[5]
        XCTAssertEqual(rtl.shot.display.layoutDirection, .rightToLeft)
        XCTAssertEqual(rtl.shot.display.scale, 2, "the default scale applies")
        XCTAssertEqual(rtl.shot.display.width, 375)
        XCTAssertEqual(rtl.shot.display.height, 667)
        XCTAssertEqual(rtl.shot.look.manifests, [URL(fileURLWithPath: dir + "/brand.yaml").standardizedFileURL.path])
        XCTAssertEqual(rtl.compare.threshold, 0.2)
        XCTAssertEqual(rtl.compare.maxDiffPixels, 10)
        XCTAssertEqual(jobs[6].shot.display.width, 320)
        XCTAssertEqual(jobs[6].shot.display.style, .dark)
        XCTAssertEqual(jobs[0].compare.threshold, 0.1)
    }

    func testComparisonsVariantsAndEveryCommandLineOption() throws {
        try Data("appearance: {tintColor: systemPink}\n".utf8).write(to: URL(fileURLWithPath: dir + "/pink.yaml"))
        let gallery = try Gallery.load(
            path: try write(
                """
                shots:
                  - name: before-after
                    transcript: t/chat.json
                    manifest: brand.yaml
                    before: {set: [components.messageListDateSeparatorEnabled=false], caption: Default}
                    after: [pink.yaml, {manifest: pink.yaml, set: [appearance.tintColor=systemGreen], caption: Green}]
                    after-caption: Pink
                    arrange: vertical
                    screen: thread
                    thread-parent: m2
                    scrolling: true
                    missing-images: placeholder
                    current-user: alice
                    timezone: Europe/Amsterdam
                    content-size: [small, accessibilityLarge]
                  - name: tints
                    transcript: t/chat.json
                    vary: appearance.tintColor=systemPink,#7B61FF
                    arrange: grid
                    full: false
                    set: components.isAvatarInitialsEnabled=false
                  - name: whole
                    transcript: t/chat.json
                    full: true
                """))
        let jobs = gallery.jobs()
        XCTAssertEqual(jobs.map(\.name), ["before-after--small", "before-after--accessibilityLarge", "tints", "whole"])
        let shot = jobs[1].shot
        XCTAssertEqual(shot.screen, .thread)
        XCTAssertEqual(shot.threadParent, "m2")
        XCTAssertTrue(shot.isScrolling)
        XCTAssertEqual(shot.missingImages, .placeholder)
        XCTAssertEqual(shot.currentUser, "alice")
        XCTAssertEqual(shot.timeZone.identifier, "Europe/Amsterdam")
        XCTAssertEqual(shot.display.contentSize, .accessibilityLarge)
        guard case .comparison(let c) = shot.form else { return XCTFail("\(shot.form)") }
        XCTAssertEqual(c.arrangement, .vertical)
        let panels = shot.panels
        XCTAssertEqual(panels.map(\.caption), ["Default", "Pink 1", "Green"])
        let brand = URL(fileURLWithPath: dir + "/brand.yaml").standardizedFileURL.path
        let pink = URL(fileURLWithPath: dir + "/pink.yaml").standardizedFileURL.path
        XCTAssertEqual(panels[0].manifests, [brand], "-m lies under every panel")
        XCTAssertEqual(panels[0].sets, ["components.messageListDateSeparatorEnabled=false"])
        XCTAssertEqual(panels[2].manifests, [brand, pink])
        XCTAssertEqual(panels[2].sets, ["appearance.tintColor=systemGreen"])
        let tints = jobs[2].shot
        XCTAssertEqual(
            tints.form,
            .variants(.init(key: "appearance.tintColor", values: ["systemPink", "#7B61FF"], arrangement: .grid)))
        XCTAssertEqual(
            tints.panels.map(\.sets),
            [
                ["components.isAvatarInitialsEnabled=false", "appearance.tintColor=systemPink"],
                ["components.isAvatarInitialsEnabled=false", "appearance.tintColor=#7B61FF"]
            ])
        XCTAssertEqual(tints.panels.map(\.caption), ["tintColor = systemPink", "tintColor = #7B61FF"])
        XCTAssertTrue(jobs[3].shot.isFull)
    }

    func testUnknownKeyNamesLineColumnAndSuggestion() throws {
        let m = try loadError(
            """
            shots:
              - name: a
                transcript: t/chat.json
                apperance: dark
            """)
        XCTAssertTrue(m.hasPrefix(dir + "/gallery.yaml:4:5: "), m)
        XCTAssertTrue(m.contains("unknown key"), m)
        XCTAssertTrue(m.contains("did you mean \"appearance\"?"), m)
        // The command line's names, not camelCase ones.
        let c = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    contentSize: small\n")
        XCTAssertTrue(c.contains(":4:5:") && c.contains("did you mean \"content-size\"?"), c)
    }

    func testBadValuesNameFileLineAndColumn() throws {
        var m = try loadError("shots:\n  - name: a\n    transcript: t/missing.json\n")
        XCTAssertTrue(m.contains("gallery.yaml:3:17") && m.contains("t/missing.json") && m.contains("not found"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    manifest: [nope.yaml]\n")
        XCTAssertTrue(m.contains("nope.yaml") && m.contains("4:16"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    appearance: [light, drak]\n")
        XCTAssertTrue(m.contains("did you mean \"dark\"?") && m.contains("4:25"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    scale: 4\n")
        XCTAssertTrue(m.contains("1, 2 or 3") && m.contains("4:12"), m)
        m = try loadError("shots:\n  - transcript: t/chat.json\n")
        XCTAssertTrue(m.contains("name"), m)
        m = try loadError(
            "shots:\n  - name: a\n    transcript: t/chat.json\n  - name: a\n    transcript: t/chat.json\n")
        XCTAssertTrue(m.contains("duplicate shot name \"a\"") && m.contains(":4:11"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    threshold: 2\n")
        XCTAssertTrue(m.contains("threshold") && m.contains("4:16"), m)
        m = try loadError("defaults:\n  scale: 2\n")
        XCTAssertTrue(m.contains("shots"), m)
        m = try loadError("shots: [\n")
        XCTAssertTrue(m.contains("invalid YAML"), m)
        // The same reader as manifests: the same booleans and the same dates as the command line.
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    full: yes\n")
        XCTAssertTrue(m.contains("4:11") && m.contains("boolean"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    now: 2024-13-99T10:00:00Z\n")
        XCTAssertTrue(m.contains("4:10") && m.contains("now") && m.contains("ISO 8601"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    timezone: Mars/Olympus\n")
        XCTAssertTrue(m.contains("4:15") && m.contains("time zone"), m)
        // Whole-shot rules of Shot.validate(), at the key that breaks them.
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    thread-parent: m1\n")
        XCTAssertTrue(m.contains("4:5") && m.contains("thread-parent") && m.contains("screen thread"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    width: 20000\n")
        XCTAssertTrue(m.contains(":4:12") && m.contains("from 1 to 10000"), m)
        m = try loadError(
            "shots:\n  - name: a\n    transcript: t/chat.json\n    screen: channel-list\n    scrolling: true\n")
        XCTAssertTrue(m.contains(":5:5") && m.contains("scrolling"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    vary: tintColor\n")
        XCTAssertTrue(m.contains("4:11") && m.contains("KEY=V1,V2"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    vary: a=b,c\n    after: brand.yaml\n")
        XCTAssertTrue(m.contains("either 'vary' or 'before'/'after'"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    before: brand.yaml\n")
        XCTAssertTrue(m.contains("4:13") && m.contains("needs 'after'"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    after: {customization: nope}\n")
        XCTAssertTrue(m.contains("4:12") && m.contains("no Swift customization named \"nope\""), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    after: {caption: x}\n")
        XCTAssertTrue(m.contains("4:12") && m.contains("a panel needs"), m)
        m = try loadError("shots:\n  - name: a\n    transcript: t/chat.json\n    set: tintColor\n")
        XCTAssertTrue(m.contains("4:10") && m.contains("KEY=VALUE"), m)
        XCTAssertThrowsError(try Gallery.load(path: dir + "/none.yaml")) {
            XCTAssertTrue("\($0)".contains("none.yaml"))
        }
    }

    func testSchemaIsGeneratedFromTheKeyTable() throws {
        let generated = GallerySchema.generate()
        let path = PackageRoot.examples.deletingLastPathComponent().appendingPathComponent(
            "Schemas/\(GallerySchema.fileName)"
        ).path
        if ProcessInfo.processInfo.environment["CHATSHOT_UPDATE_SCHEMA"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), generated,
            "Schemas/\(GallerySchema.fileName) is out of date; run the tests with CHATSHOT_UPDATE_SCHEMA=1")
        let json = try JSONSerialization.jsonObject(with: Data(generated.utf8)) as? [String: Any]
        let shot = ((json?["$defs"] as? [String: Any])?["shot"] as? [String: Any])?["properties"] as? [String: Any]
        for key in GalleryKeys.shot.map(\.name) { XCTAssertNotNil(shot?[key], key) }
    }

    /// Every key's declaration reads the value its kind parses: a shot per key (with the keys it needs beside it).
    func testEveryKeyIsRead() throws {
        SwiftCustomizations.register("gallery-every-key-test") { _, _ in }
        func sample(_ kind: GalleryKeyKind) -> String {
            switch kind {
            case .path: "t/chat.json"
            case .paths: "[brand.yaml]"
            case .text: "m1"
            case .texts(let pattern): pattern == nil ? "[gallery-every-key-test]" : "[appearance.tintColor=red]"
            case .boolean: "true"
            case .number(let range): "\(range.upperBound)"
            case .integer(let range): "\(range.lowerBound)"
            case .choice(let names): names.last!
            case .axis(let names): "[\(names.first!), \(names.last!)]"
            case .scaleAxis: "[1, 3]"
            case .deviceAxis: "[iphone-se]"
            case .date: "2024-05-01T09:15:00Z"
            case .timeZone: "Europe/Amsterdam"
            case .panel: "{manifest: brand.yaml, caption: B}"
            case .panels: "[brand.yaml, {customization: gallery-every-key-test}]"
            case .vary: "\"appearance.tintColor=red,blue\""
            }
        }
        let companions = [
            "thread-parent": "screen: thread", "message": "screen: message-actions", "scrolling": "screen: thread",
            "before": "after: brand.yaml", "before-caption": "after: brand.yaml", "after-caption": "after: brand.yaml",
            "arrange": "after: brand.yaml", "chrome": "screen: channel", "screen": "message: m1"
        ]
        var yaml = "shots:\n"
        for (i, key) in GalleryKeys.shot.enumerated() where key.name != "transcript" {
            yaml += "  - {name: k\(i), transcript: t/chat.json, \(key.name): \(sample(key.kind))"
            yaml += companions[key.name].map { ", " + $0 } ?? ""
            yaml += "}\n"
        }
        let gallery = try Gallery.load(path: try write(yaml))
        XCTAssertEqual(gallery.entries.count, GalleryKeys.shot.count - 1)
        XCTAssertEqual(gallery.entries.first { $0.name == "k5" }?.shot.threadParent, "m1")
        XCTAssertEqual(gallery.entries.first { $0.name == "k4" }?.shot.screen, .reactionAuthors)
    }

    func testShardsAreDisjointAndCoverEverything() throws {
        let jobs = try Gallery.load(path: try write(sample)).jobs()
        for n in 1...8 {
            var seen: [String] = []
            for k in 1...n {
                let part = try Shard(index: k, count: n).select(jobs)
                XCTAssertEqual(
                    part, try Shard(parsing: "\(k)/\(n)").select(jobs.reversed()), "independent of job order")
                seen += part.map(\.name)
            }
            XCTAssertEqual(seen.count, jobs.count, "n = \(n)")
            XCTAssertEqual(Set(seen), Set(jobs.map(\.name)), "n = \(n)")
        }
        for bad in ["3/2", "0/4", "a/b", "1/0", "-1/2", "2", "1/2/3", ""] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad) { error in
                guard case .option(let option, _)? = ChatShotError(error) else { return XCTFail("\(error)") }
                let m = "\(option)"
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
                if job.name == "plain" { throw ChatShotError.render("plain: broken manifest") }
                return try RGBAImage(
                    width: 4, height: 4, fill: job.shot.display.style == .dark ? (0, 0, 0, 255) : (255, 255, 255, 255)
                ).pngData()
            }
        }
        let outcomes = runner.run(jobs, into: out)
        XCTAssertEqual(outcomes.map(\.job.name), jobs.map(\.name), "outcomes in job order")
        XCTAssertEqual(outcomes.filter { $0.error != nil }.map(\.job.name), ["plain"])
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(
            files, jobs.map(\.fileName).filter { $0 != "plain.png" }.sorted(), "no temporary or partial files")
        XCTAssertTrue(try ImageDiff.read(out + "/channel--dark--3x.png")[0, 0] == (0, 0, 0, 255))
        XCTAssertEqual(lines.all.count, jobs.count)
        XCTAssertTrue(lines.all.contains { $0.contains("FAILED") && $0.contains("plain.png") })
    }

    func testJobsAreCappedAtTheCores() throws {
        var notes: [String] = []
        XCTAssertEqual(try GalleryRun.parallelism(24, cores: 2) { notes.append($0) }, 2)
        XCTAssertEqual(notes, ["--jobs 24: capped at 2, the number of cores"])
        XCTAssertEqual(try GalleryRun.parallelism(1, cores: 2), 1)
        XCTAssertEqual(try GalleryRun.parallelism(nil, cores: 3), 3)
        XCTAssertThrowsError(try GalleryRun.parallelism(0, cores: 2))
    }

    func testUnwritableOutputFolderIsBadInput() throws {
        let file = dir + "/afile"
        try Data().write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try GalleryRun.prepareFolder(file, what: "output")) {
            XCTAssertTrue("\($0)".contains(file))
        }
        XCTAssertThrowsError(try GalleryRun.prepareFolder(file + "/sub", what: "output"))
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) {
        lock.lock()
        lines.append(s)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
