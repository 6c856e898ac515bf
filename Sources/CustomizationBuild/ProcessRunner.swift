import ChatManifest
import ChatShotKit
import Foundation

/// Runs a program to its end and collects what it printed (standard output and error together).
enum ProcessRunner {
    struct Run {
        let status: Int32
        let output: String
    }

    static func run(_ program: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw ChatShotError.build(
                SourceLocation(file: program),
                problem: "cannot run it (\(error.localizedDescription))")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
