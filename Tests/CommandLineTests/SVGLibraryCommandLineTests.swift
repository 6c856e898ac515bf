import Foundation
import XCTest

/// chatshot opens librsvg when it first draws an SVG, not at start: a process that draws nothing runs without it, and
/// a render without it stops with one line and exit status 2, writing nothing.
final class SVGLibraryCommandLineTests: ChatShotProcessTestCase {
    /// Runs chatshot with a folder first on the loader's path whose `librsvg-2.so.2` is not a library.
    func runWithoutLibrsvg(_ args: [String]) throws -> Result {
        let folder = tmp.appendingPathComponent("libs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a shared library\n".utf8).write(to: folder.appendingPathComponent("librsvg-2.so.2"))
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        p.currentDirectoryURL = Self.root
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = folder.path
        p.environment = environment
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let e = Box()
        let done = DispatchGroup()
        done.enter()
        DispatchQueue.global().async {
            e.data = err.fileHandleForReading.readDataToEndOfFile()
            done.leave()
        }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        done.wait()
        return Result(
            status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e.data, as: UTF8.self))
    }

    func testVersionAndHelpDoNotLoadLibrsvg() throws {
        let version = try runWithoutLibrsvg(["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertFalse(version.stdout.isEmpty)
        let help = try runWithoutLibrsvg(["--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("render"), help.stdout)
    }

    func testARenderWithoutLibrsvgStopsWithOneLineAndWritesNothing() throws {
        let output = tmp.appendingPathComponent("chat.png")
        let r = try runWithoutLibrsvg(["render", "Examples/transcripts/group-chat.json", "-o", output.path])
        XCTAssertEqual(r.status, 2, r.stderr)
        let lines = r.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("chatshot: cannot draw SVG images: "), r.stderr)
        XCTAssertTrue(r.stderr.contains("librsvg-2.so.2"), r.stderr)
        XCTAssertTrue(r.stderr.contains("install the package librsvg2-2"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }
}
