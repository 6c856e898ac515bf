import ArgumentParser
import ChatCanvas
import ChatShotKit

@main
struct ChatShot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatshot",
        abstract: "Renders chat transcripts into StreamChatUI-style screenshots, compares them and guards them in CI.",
        subcommands: [RenderCommand.self, CompareCommand.self, DiffCommand.self, BenchCommand.self, BatchCommand.self, CheckCommand.self, ReportCommand.self]
    )

    /// Writes a PNG atomically, turning a write failure into bad input (exit 2).
    static func write(_ canvas: Canvas, to path: String) throws {
        do { try canvas.writePNG(to: path) } catch let e as CanvasError {
            throw ChatShotError.badInput("\(path): \(e.message)")
        }
    }
}
