import Foundation
import TestSupport
import XCTest

/// Runs the built `chatshot` executable as a user does, from the repository's folder, with a temporary folder per test.
class ChatShotProcessTestCase: XCTestCase {
    static let root = PackageRoot.url

    /// The built executable next to the test bundle.
    var executable: URL {
        var dir = Bundle(for: ChatShotProcessTestCase.self).bundleURL
        while dir.pathExtension == "xctest" || dir.lastPathComponent.hasSuffix(".xctest") {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("chatshot")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs chatshot (or another executable of the build, `program`) with `args`.
    func run(_ args: [String], program: URL? = nil) throws -> Result {
        let r = try runBinary(args, program: program)
        return Result(status: r.status, stdout: String(decoding: r.stdout, as: UTF8.self), stderr: r.stderr)
    }

    /// Runs chatshot with `input` on its standard input (none: an empty one); standard output as bytes.
    func runBinary(
        _ args: [String], input: Data? = nil,
        program: URL? = nil
    ) throws -> (status: Int32, stdout: Data, stderr: String) {
        let p = Process()
        p.executableURL = program ?? executable
        p.arguments = args
        p.currentDirectoryURL = Self.root
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inPipe
        try p.run()
        // Feed standard input from another thread, so a large output cannot block the child.
        let writer = Thread {
            if let input { inPipe.fileHandleForWriting.write(input) }
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
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
        return (p.terminationStatus, o, String(decoding: e.data, as: UTF8.self))
    }

    var tmp: URL!
    private var scratch: TemporaryFolder?
    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: executable.path), "build the chatshot product first")
        scratch = try TemporaryFolder("cli")
        tmp = scratch?.url
    }
}
