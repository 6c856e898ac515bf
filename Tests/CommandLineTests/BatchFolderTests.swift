import Foundation
import XCTest

/// `batch` and `check` refuse a bad option before they create a folder: a refused run leaves nothing behind.
final class BatchFolderTests: ChatShotProcessTestCase {
    func testRefusedOptionsLeaveNoOutputFolder() throws {
        let gallery = tmp.appendingPathComponent("gallery.yaml")
        try """
        defaults: {transcript: \(Self.root.path)/Examples/transcripts/one-to-one.json, width: 200, height: 200}
        shots:
          - {name: one}
        """.write(to: gallery, atomically: true, encoding: .utf8)
        let badGallery = tmp.appendingPathComponent("bad.yaml")
        try "shots:\n  - {name: one, transcrpt: x.json}\n".write(to: badGallery, atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("out").path
        let baseline = tmp.appendingPathComponent("baseline").path
        let report = tmp.appendingPathComponent("report").path
        let g = gallery.path
        let cases: [[String]] = [
            ["batch", g, "--out", out, "--jobs", "0"],
            ["batch", g, "--out", out, "--jobs", "-3"],
            ["batch", g, "--out", out, "--shard", "3/2"],
            ["batch", g, "--out", out, "--only", "nothing-matches"],
            ["batch", g, "--out", out, "--png-compression", "tiny"],
            ["batch", g, "--out", out, "--workers", "fibers"],
            ["batch", badGallery.path, "--out", out],
            ["batch", tmp.appendingPathComponent("missing.yaml").path, "--out", out],
            ["check", g, "--baseline", baseline, "--update", "--out", out, "--report", report, "--jobs", "0"],
            ["check", g, "--baseline", baseline, "--update", "--out", out, "--report", report, "--shard", "0/2"]
        ]
        for args in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
            for folder in [out, baseline, report] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "\(args) left \(folder) behind")
            }
        }
        // The same command with good options makes the folder and the image.
        let good = try run(["batch", g, "--out", out, "--jobs", "1", "--quiet"])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/one.png"))
    }
}
