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
        discussion: """
        Every command takes --app DIR: the folder of an app's own customization sources (import UIKit, import \
        StreamChatUI) is compiled unchanged, or found in the build cache, and the command runs with the app's look \
        (see 'chatshot build-customization --help'; --app-setup NAME names the app's set-up function).
        """,
        version: ChatShotVersion.current,
        subcommands: [RenderCommand.self, CompareCommand.self, DiffCommand.self, BenchCommand.self, BatchCommand.self, CheckCommand.self, ReportCommand.self,
                      BuildCustomizationCommand.self]
    )

    public init() {}

    /// Parses the process's arguments and runs the command. Usage errors are one line on standard error with a hint
    /// to `--help`, and exit with status 2 (bad input), like every other bad input; a visual difference exits 1.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        var arguments = CheckCommand.normalize(arguments ?? Array(CommandLine.arguments.dropFirst()))
        do {
            arguments = try exitingOnBadInput { try AppOption.execIfRequested(arguments) }
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            if exitCode(for: error) == .validationFailure {
                let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                let sub = configuration.subcommands.map { $0._commandName }.first { arguments.contains($0) }
                let help = sub.map { "chatshot \($0) --help" } ?? "chatshot --help"
                printError("\(oneLine(first.replacingOccurrences(of: "Error: ", with: ""))) (see '\(help)')")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// A canvas's PNG bytes, turning an encoding failure into bad input (exit 2).
    static func pngData(_ canvas: Canvas, compression: PNGCompression = .fast) throws -> Data {
        do { return try canvas.pngData(compression: compression) } catch let e as CanvasError { throw ChatShotError.badInput(e.message) }
    }

    /// A canvas's bytes in `format` (PNG, PDF, SVG), an encoding failure as bad input (exit 2).
    static func encoded(_ canvas: Canvas, format: ImageFormat, compression: PNGCompression = .fast) throws -> Data {
        do { return try canvas.data(format, compression: compression) } catch let e as CanvasError { throw ChatShotError.badInput(e.message) }
    }

    /// Writes a PNG (or PDF, SVG) atomically, or to standard output when `path` is `-`; a write failure is bad input
    /// (exit 2).
    static func write(_ canvas: Canvas, to path: String, format: ImageFormat = .png, compression: PNGCompression = .fast,
                      protecting inputs: [String] = []) throws {
        if path == StandardStreams.name {
            try StandardStreams.writePNG(try encoded(canvas, format: format, compression: compression))
            return
        }
        do { try canvas.write(to: path, format: format, compression: compression, protecting: inputs) } catch let e as CanvasError {
            throw ChatShotError.badInput("\(path): \(e.message)")
        } catch let e as AtomicFileError {
            throw ChatShotError.badInput(e.description)
        }
    }
}
