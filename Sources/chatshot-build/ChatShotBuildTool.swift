import ArgumentParser
import ChatShotCLI
import ChatShotKit
import Foundation

/// `chatshot-build`: the commands of `chatshot` that need swift-syntax — `build-customization` (and `--app DIR`'s
/// build) and `docs` — in an executable of their own, so that the renderer's process does not carry swift-syntax.
/// `chatshot` runs it (`BuildTool`) as `chatshot-build --renderer PATH COMMAND ARGUMENTS…`, with the arguments it
/// parsed; the command is parsed again by the same command type, and errors end the process as `chatshot`'s do
/// (`ExitStatus`: one `chatshot: …` line, exit 2).
enum ChatShotBuildTool {
    /// Runs the command that the process's arguments name; never returns.
    static func runMain() -> Never {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var renderer = (BuildToolPaths.helperFolder as NSString).appendingPathComponent("chatshot")
        if arguments.count >= 2 && arguments[0] == BuildTool.rendererOption {
            renderer = arguments[1]
            arguments.removeFirst(2)
        }
        do {
            switch arguments.first {
            case BuildCustomizationCommand.configuration.commandName:
                try BuildCustomizationCommand.parse(Array(arguments.dropFirst())).runHere()
            case DocsCommand.configuration.commandName:
                try DocsCommand.parse(Array(arguments.dropFirst())).runHere(renderer: renderer)
            default:
                FileHandle.standardError.write(
                    Data(
                        ("usage: \(BuildTool.executableName) [\(BuildTool.rendererOption) CHATSHOT] "
                            + "(build-customization|docs) ARGUMENTS… — chatshot runs it; see 'chatshot --help'\n").utf8)
                )
                Foundation.exit(ExitStatus.badInput.rawValue)
            }
            Foundation.exit(0)
        } catch {
            ExitStatus.exit(for: error, command: ChatShot.self, arguments: arguments)
        }
    }
}

/// Where this executable is.
enum BuildToolPaths {
    /// The folder of this executable (symbolic links resolved): the chatshot build it belongs to.
    static var helperFolder: String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (URL(fileURLWithPath: path).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
    }
}
