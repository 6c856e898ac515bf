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
        subcommands: [
            RenderCommand.self, CompareCommand.self, DiffCommand.self, BenchCommand.self, BatchCommand.self,
            CheckCommand.self, ReportCommand.self, DocsCommand.self,
            BuildCustomizationCommand.self
        ]
    )

    public init() {}

    /// Parses the process's arguments and runs the command; an error ends it the one way (`ExitStatus`): bad input
    /// and usage errors are one line on standard error and exit 2, a visual difference exits 1.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        var arguments = CheckCommand.normalize(arguments ?? Array(CommandLine.arguments.dropFirst()))
        do {
            arguments = try AppOption.execIfRequested(arguments)
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            ExitStatus.exit(for: error, command: self, arguments: arguments)
        }
    }

    /// A canvas's bytes in `format` (PNG, PDF, SVG); an encoding failure throws `CanvasError` (bad input, exit 2).
    static func encoded(_ canvas: Canvas, format: ImageFormat, compression: PNGCompression = .fast) throws -> Data {
        try canvas.data(format, compression: compression)
    }

    /// Writes a PNG (or PDF, SVG) atomically, or to standard output when `path` is `-`; a write failure is bad input
    /// (exit 2).
    static func write(
        _ canvas: Canvas, to path: String, format: ImageFormat = .png, compression: PNGCompression = .fast,
        protecting inputs: [String] = []
    ) throws {
        if path == StandardStreams.name {
            try StandardStreams.writePNG(try encoded(canvas, format: format, compression: compression))
            return
        }
        do { try canvas.write(to: path, format: format, compression: compression, protecting: inputs) } catch let e
            as CanvasError
        {
            throw ChatShotError.output(path, problem: e.message)
        }
    }
}
