import ChatManifest
import ChatShotKit
import Foundation

/// `chatshot-build`, the executable beside `chatshot` that does the work needing swift-syntax: compiling an app's
/// customization sources (`build-customization`, `--app DIR`) and `docs`. The renderer does not link swift-syntax, so
/// a render's process carries none of its code or its protocol conformances (which the Swift runtime scans on every
/// first look-up). The commands' options are parsed here first, so usage errors and `--help` are the renderer's own;
/// the helper parses the same arguments with the same command types and prints its errors as `chatshot: …`.
package enum BuildTool {
    /// The helper's file name, in the folder of the renderer (or of the chatshot build an app's renderer was
    /// compiled against).
    package static let executableName = "chatshot-build"
    /// The helper's first option: the renderer that asked (`docs` renders with it).
    package static let rendererOption = "--renderer"

    /// This process's executable, symbolic links resolved.
    static var runningExecutable: String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The helper: beside this executable, else in the chatshot build an app's renderer was compiled against
    /// (`AppOption.buildFolderKey`, set when `--app` runs it). Missing: bad input naming where it was looked for.
    static func locate() throws -> String {
        let beside = ((runningExecutable as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(executableName)
        var candidates = [beside]
        if let build = ProcessInfo.processInfo.environment[AppOption.buildFolderKey], !build.isEmpty {
            candidates.append((build as NSString).appendingPathComponent(executableName))
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        throw ChatShotError.build(
            SourceLocation(file: beside),
            problem: "not found: build it with chatshot (`swift build -c release` builds every executable, or "
                + "`swift build -c release --product \(executableName)`)")
    }

    /// The helper's command line for `arguments` (a subcommand and its arguments).
    static func commandLine(_ helper: String, _ arguments: [String]) -> [String] {
        [helper, rendererOption, runningExecutable] + arguments
    }

    /// Replaces this process with the helper running `arguments`: its output, errors and exit status are the
    /// command's.
    static func exec(_ arguments: [String]) throws -> Never {
        let helper = try locate()
        let argv = commandLine(helper, arguments)
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(helper, &cArguments)
        throw ChatShotError.build(
            SourceLocation(file: helper), problem: "cannot run it (\(String(cString: strerror(errno))))")
    }

    /// Runs the helper with `arguments` and returns its standard output; its standard error is this process's. When
    /// it fails it has printed its lines: the error thrown is its exit status.
    static func output(_ arguments: [String]) throws -> String {
        let helper = try locate()
        let argv = commandLine(helper, arguments)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = Array(argv.dropFirst())
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch {
            throw ChatShotError.build(SourceLocation(file: helper), problem: "cannot run it (\(error))")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw ChatShotError.build(
                SourceLocation(file: helper), problem: "ended by signal \(process.terminationStatus)")
        }
        guard process.terminationStatus == 0 else {
            throw ExitStatus(rawValue: process.terminationStatus) ?? .badInput
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Builds (or finds in the cache) the renderer of an app's folder, as `chatshot build-customization` does.
    static func buildApp(_ app: String, setUp: String?) throws -> AppOption.AppBuild {
        var arguments = ["build-customization"]
        if let setUp { arguments += ["--setup", setUp] }
        arguments += ["--", app]
        // Its last line is the renderer's path (`chatshot build-customization` prints nothing else).
        let executable = try output(arguments).split(separator: "\n").last.map(String.init) ?? ""
        return AppOption.AppBuild(
            executable: executable, chatshotBuild: (try locate() as NSString).deletingLastPathComponent)
    }
}
