import ArgumentParser
import ChatCanvas
import ChatShotKit
import Foundation

/// The `chatshot` command line. A renderer executable of your own (with Swift customizations registered through
/// `SwiftCustomizations`) gets all of it by calling `ChatShot.runMain()`.
public struct ChatShot: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chatshot",
        abstract: "Renders chat transcripts into StreamChatUI-style screenshots, compares them and guards them in CI.",
        subcommands: [RenderCommand.self, CompareCommand.self, DiffCommand.self, BenchCommand.self, BatchCommand.self, CheckCommand.self, ReportCommand.self]
    )

    public init() {}

    /// Parses the process's arguments and runs the command. Usage errors exit with status 2 (bad input), like
    /// every other bad input; a visual difference exits 1.
    public static func runMain() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// Writes a PNG atomically, turning a write failure into bad input (exit 2).
    static func write(_ canvas: Canvas, to path: String) throws {
        do { try canvas.writePNG(to: path) } catch let e as CanvasError {
            throw ChatShotError.badInput("\(path): \(e.message)")
        } catch let e as AtomicFileError {
            throw ChatShotError.badInput(e.description)
        }
    }
}
