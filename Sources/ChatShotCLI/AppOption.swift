import ArgumentParser
import ChatManifest
import ChatShotKit
import Foundation

/// `--app DIR` on any command: the app's customization sources are compiled (or found in the cache, see
/// `chatshot build-customization`) and the command runs in that renderer, with the app's look. `--app-setup NAME`
/// names the set-up function when it cannot be found.
public enum AppOption {
    /// Set in the app's build: the chatshot build folder it was compiled against.
    public static let buildFolderKey = AppBuildFolder.environmentKey
    /// Set in the app's build when `--app-setup NAME` named the set-up function.
    public static let setUpKey = "CHATSHOT_APP_SETUP"

    /// The arguments without `--app DIR` / `--app-setup NAME`, and their values.
    static func extract(_ arguments: [String]) throws -> (rest: [String], app: String?, setUp: String?) {
        var rest: [String] = []
        var app: String?
        var setUp: String?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" {
                rest += arguments[i...]
                break
            }
            var matched = false
            for (name, apply) in [("--app", { (v: String) in app = v }), ("--app-setup", { (v: String) in setUp = v })]
            {
                if argument == name {
                    guard i + 1 < arguments.count else { throw ChatShotError.option(name, problem: "expected a value") }
                    apply(arguments[i + 1])
                    i += 1
                    matched = true
                } else if argument.hasPrefix(name + "=") {
                    apply(String(argument.dropFirst(name.count + 1)))
                    matched = true
                }
            }
            if !matched { rest.append(argument) }
            i += 1
        }
        if setUp != nil && app == nil { throw ChatShotError.option("--app-setup", problem: "needs --app DIR") }
        return (rest, app, setUp)
    }

    /// An app's renderer: the executable, and the chatshot build folder it was compiled against.
    public struct AppBuild: Sendable {
        public var executable: String
        public var chatshotBuild: String
        public init(executable: String, chatshotBuild: String) {
            self.executable = executable
            self.chatshotBuild = chatshotBuild
        }
    }

    /// With `--app`, builds the renderer and runs the command in it (never returns); without, returns the arguments
    /// unchanged. `chatshot` builds with its helper (`chatshot-build build-customization`, whose errors are the
    /// command's) and runs the command in a child it answers for (`AppProcess`); with `replacingProcess`, `build`
    /// (given) makes the renderer and it replaces this process (the live preview, whose rebuilds restart it in place).
    public static func execIfRequested(
        _ arguments: [String], replacingProcess: Bool = false,
        build: ((_ app: String, _ setUp: String?) throws -> AppBuild)? = nil
    ) throws -> [String] {
        let (rest, app, setUp) = try extract(arguments)
        guard let app else {
            try AppAssets.loadFromEnvironment()
            return arguments
        }
        let built = try build.map { try $0(app, setUp) } ?? BuildTool.buildApp(app, setUp: setUp)
        setenv(AppAssets.environmentKey, (app as NSString).standardizingPath, 1)
        // What a later rebuild of the same folder needs (`chatshot-serve --app` rebuilds when a source changes), and
        // where the app's renderer finds `chatshot-build` (`docs` in it).
        setenv(Self.buildFolderKey, built.chatshotBuild, 1)
        if let setUp { setenv(Self.setUpKey, setUp, 1) } else { unsetenv(Self.setUpKey) }
        // A command runs in a child that this process answers for (a crash in the app's code is one line, exit 2);
        // the live preview replaces this process, as its rebuilds restart it in place.
        if !replacingProcess { try AppProcess.run(executable: built.executable, arguments: rest, appFolder: app) }
        let argv = [built.executable] + rest
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(built.executable, &cArguments)
        throw ChatShotError.build(
            SourceLocation(file: built.executable),
            problem: "cannot run it (\(String(cString: strerror(errno))))")
    }
}

/// `--app` and `--app-setup` in a command's help. `AppOption.execIfRequested` takes them off the command line
/// before the command is parsed, so these values are never set.
struct AppOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The folder of an app's own customization sources (import UIKit, import StreamChatUI), compiled unchanged or found in the build cache: the command runs with the app's look (see 'chatshot build-customization --help').",
            valueName: "dir"))
    var app: String?
    @Option(help: ArgumentHelp("With --app: the app's set-up function, when it cannot be found.", valueName: "name"))
    var appSetup: String?
}
