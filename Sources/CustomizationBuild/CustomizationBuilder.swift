import ChatManifest
import ChatShotKit
import Foundation

/// Compiles a folder of an app's customization sources, unchanged, into a chatshot renderer: the sources go through
/// `SourceRewriter` (with `#sourceLocation` lines naming the user's files), a `main.swift` calls the app's set-up
/// function (`AppSetUp`) and then chatshot's command line, and `swiftc` compiles them against the modules and the
/// `libChatShotApp.a` of the chatshot build that runs. Results are cached by a hash of the sources, the set-up
/// name and chatshot's build, so an unchanged folder is not compiled again.
public struct CustomizationBuilder: Sendable {
    /// The folder of `.swift` files (searched recursively; hidden folders, `.build` and what the folder's
    /// `.chatshotignore` names are skipped).
    public var sources: String
    /// The set-up function to call (`setUpChat`, `ChatSetup.configure`); nil finds it.
    public var setUp: String?
    /// Where builds are cached (one folder per hash).
    public var cacheRoot: String
    /// chatshot's build folder: `Modules/`, `libChatShotApp.a` and `libChatShotServeApp.a` (default: the folder of the
    /// running executable).
    public var chatshotBuild: String

    /// A Swift customization the renderer registers by name (`--customization NAME`, a gallery's `customization`):
    /// a function of the sources taking `(Appearance, Components)`.
    public struct NamedCustomization: Sendable, Hashable {
        public let name: String
        public let function: String
        public init(name: String, function: String) {
            self.name = name
            self.function = function
        }
    }

    /// Customizations registered by name (`chatshot docs` registers one per Swift block). With some and no `setUp`,
    /// the renderer has no set-up function: nothing runs on every render.
    public var customizations: [NamedCustomization] = []

    /// Which command line the built executable runs.
    public enum Entry: String, Sendable {
        /// `chatshot`'s commands (`ChatShot.runMain()`), linked with `libChatShotApp.a`.
        case chatshot
        /// The live preview and review page (`ChatShotServeCommand.runMain()`), linked with `libChatShotServeApp.a`.
        case serve

        /// The static library of the chatshot build the app's code links with.
        var library: String { self == .chatshot ? "ChatShotApp" : "ChatShotServeApp" }
        /// The executable's name in the cache.
        var executable: String { self == .chatshot ? "chatshot-app" : "chatshot-serve-app" }
        /// The generated `main.swift`'s imports and last line.
        var imports: [String] { self == .chatshot ? ["ChatShotCLI"] : ["ChatShotCLI", "ChatShotServeCLI"] }
        var call: String { self == .chatshot ? "ChatShot.runMain()" : "await ChatShotServeCommand.runMain()" }
    }

    /// The command line the renderer runs (default: chatshot's).
    public var entry: Entry = .chatshot

    /// Limits for sources from strangers.
    public static let maxFiles = 2_000
    public static let maxFileBytes = 4 << 20

    public init(sources: String, setUp: String? = nil, cacheRoot: String? = nil, chatshotBuild: String? = nil) {
        self.sources = sources
        self.setUp = setUp
        self.cacheRoot = cacheRoot ?? CustomizationBuilder.defaultCacheRoot
        self.chatshotBuild = chatshotBuild ?? CustomizationBuilder.runningBuildFolder
    }

    /// What a build gives.
    public struct Result: Sendable {
        /// The renderer executable: chatshot's whole command line with the app's customization.
        public let executable: String
        /// The set-up function it calls.
        public let setUp: String
        /// False when it came from the cache.
        public let compiled: Bool
    }

    /// Builds (or finds in the cache) the renderer for the folder. Errors are `ChatShotError`s (exit 2) naming the
    /// user's file; a compile error is `.build` at the compiler's `file:line:column` in the user's files, whose
    /// other lines go to standard error first.
    public func build() throws -> Result {
        let files = try sourceFiles()
        var sourcesByPath: [(path: String, text: String)] = []
        for file in files { sourcesByPath.append((file, try read(file))) }
        let launch =
            setUp == nil && customizations.isEmpty
            ? sourcesByPath.flatMap { LaunchDelegateFinder.delegates(in: $0.text, file: $0.path) } : []
        let setUpFound: SetUpFunctionFinder.Candidate? =
            setUp == nil && !customizations.isEmpty ? nil : try findSetUp(in: sourcesByPath, launch: launch)
        let setUpName = setUpFound?.name ?? ""
        let setUpIsProperty = setUpFound?.isProperty ?? false
        // A set-up function is called, a set-up property read; without either, the app's launch delegates are
        // launched.
        let launches = !launch.isEmpty && setUpName == LaunchDelegateFinder.launchName(launch)
        let setUpCall =
            launches ? LaunchDelegateFinder.launchCall(launch) : setUpIsProperty ? "_ = \(setUpName)" : "\(setUpName)()"
        let library = try chatshotLibrary()

        var hash = StableHash()
        hash.add(ChatShotVersion.current)
        hash.add(library.identity)
        hash.add(entry.rawValue)
        hash.add(setUpName)
        hash.add(setUpCall)
        for customization in customizations {
            hash.add(customization.name)
            hash.add(customization.function)
        }
        for (path, text) in sourcesByPath {
            hash.add(path)
            hash.add(text)
        }
        let folder = (cacheRoot as NSString).appendingPathComponent("builds/\(hash.hex)")
        let executable = (folder as NSString).appendingPathComponent(entry.executable)
        if FileManager.default.isExecutableFile(atPath: executable) {
            return Result(executable: executable, setUp: setUpName, compiled: false)
        }

        let work = folder + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: work)
        defer { try? FileManager.default.removeItem(atPath: work) }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        } catch {
            throw ChatShotError.output(
                cacheRoot,
                problem: "cannot create the build cache (\(error.localizedDescription))")
        }
        var compileInputs = try Self.writeRewritten(sourcesByPath, into: work)
        let main = (work as NSString).appendingPathComponent("main.swift")
        let texts = sourcesByPath.map(\.text)
        let constructible = ScreenClassFinder.constructibleSubclasses(of: "ChatChannelListVC", in: texts)
        let channelLists = ScreenClassFinder.subclasses(of: "ChatChannelListVC", in: texts).map {
            (name: $0, constructible: constructible.contains($0))
        }
        let mainText = Self.mainSource(
            setUp: setUpName, call: setUpCall, once: setUpIsProperty, channelLists: channelLists,
            customizations: customizations, entry: entry, chatshotBuild: chatshotBuild)
        try Data(mainText.utf8).write(to: URL(fileURLWithPath: main))
        compileInputs.append(main)

        let output = (work as NSString).appendingPathComponent(entry.executable)
        try compile(compileInputs, library: library, output: output)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: output, toPath: executable)
        return Result(executable: executable, setUp: setUpName, compiled: true)
    }

    /// The generated entry point: the app's set-up runs on every render's fresh `Appearance` and `Components`; the
    /// folder's `ChatChannelListVC` subclasses draw the channel list (`AppScreens`); the renderer knows the chatshot
    /// build it was compiled against (`AppBuildFolder`), where its `chatshot-build` is.
    static func mainSource(
        setUp: String, call: String? = nil, once: Bool = false,
        channelLists: [(name: String, constructible: Bool)] = [],
        customizations: [NamedCustomization] = [], entry: Entry = .chatshot, chatshotBuild: String? = nil
    ) -> String {
        let screens = channelLists.map {
            // Made by the class's own `init()` (which need not be `required`), when it has one.
            "AppScreens.register(channelListVC: \($0.name).self, named: \(swiftStringLiteral($0.name)))"
                + ($0.constructible ? " { \($0.name)() }\n" : "\n")
        }
        let named = customizations.map {
            "SwiftCustomizations.register(\(swiftStringLiteral($0.name))) { \($0.function)($0, $1) }\n"
        }
        let registration =
            setUp.isEmpty
            ? ""
            : "AppSetUp.register(named: \(swiftStringLiteral(setUp))\(once ? ", once: true" : "")) { \(call ?? "\(setUp)()") }\n"
        // The app's modules too: a set-up property's type is usually theirs (`ChatClient.shared`).
        let modules = entry.imports + ["ChatShotKit", "Foundation", "StreamChat", "StreamChatUI", "UIKit"]
        let imports = modules.map { "import \($0)\n" }.joined()
        let buildFolder = chatshotBuild.map { "AppBuildFolder.record(\(swiftStringLiteral($0)))\n" } ?? ""
        return """
            \(imports)
            \(buildFolder)\(registration)\(named.joined())\(screens.joined())\(entry.call)

            """
    }

    // MARK: Sources

    /// The folder's `.swift` files, sorted (the ones a build compiles), without those its `.chatshotignore` leaves
    /// out (`SourceIgnoreList`).
    public func sourceFiles() throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
            throw ChatShotError.file(sources, problem: "no such folder (expected a folder of .swift files)")
        }
        let root = URL(fileURLWithPath: sources).standardizedFileURL
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else {
            throw ChatShotError.file(sources, problem: "cannot read the folder")
        }
        let ignored = try SourceIgnoreList(folder: root)
        var leftOut = 0
        var files: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent.hasPrefix(".build-") {
                walker.skipDescendants()
                continue
            }
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if ignored.excludes(relative, isFolder: !isFile) {
                if !isFile { walker.skipDescendants() }
                leftOut += 1
                continue
            }
            guard url.pathExtension == "swift", isFile else { continue }
            if url.lastPathComponent == "main.swift" {
                throw ChatShotError.file(
                    url.path,
                    problem: "a customization folder is a library: it may not hold "
                        + "main.swift (chatshot writes the entry point)")
            }
            files.append(url.path)
            if files.count > Self.maxFiles {
                throw ChatShotError.file(sources, problem: "more than \(Self.maxFiles) .swift files")
            }
        }
        guard !files.isEmpty else {
            let note = leftOut > 0 ? " (its \(SourceIgnoreList.fileName) leaves out \(leftOut))" : ""
            throw ChatShotError.file(sources, problem: "no .swift files in the folder\(note)")
        }
        return files.sorted()
    }

    func read(_ path: String) throws -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maxFileBytes else {
            throw ChatShotError.file(
                path,
                problem: "\(size) bytes; a source file may have at most \(Self.maxFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw ChatShotError.file(path, problem: "not readable as UTF-8 text")
        }
        return text
    }

    /// The set-up to call: the one named (`--setup`), else the one found (a property is read rather than called),
    /// else the app's launch delegates.
    func findSetUp(
        in files: [(path: String, text: String)], launch: [LaunchDelegateFinder.Delegate] = []
    ) throws -> SetUpFunctionFinder.Candidate {
        let found = files.flatMap { SetUpFunctionFinder.candidates(in: $0.text, file: $0.path) }
        if let setUp {
            guard
                setUp.split(separator: ".").allSatisfy({
                    !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                })
            else {
                throw ChatShotError.option(
                    "--setup",
                    problem: "\(setUp) is not a function name (expected NAME or Type.NAME)")
            }
            let property = found.contains { $0.name == setUp && $0.isProperty }
            return SetUpFunctionFinder.Candidate(name: setUp, file: "", line: 0, isProperty: property)
        }
        switch found.count {
        case 1: return found[0]
        case 0 where !launch.isEmpty:
            return SetUpFunctionFinder.Candidate(name: LaunchDelegateFinder.launchName(launch), file: "", line: 0)
        case 0:
            throw ChatShotError.build(
                SourceLocation(file: sources),
                problem: "no set-up function found (a function without parameters that assigns "
                    + "Components.default… or Appearance.default…); name it with --setup")
        default:
            let list = found.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ")
            throw ChatShotError.build(
                SourceLocation(file: sources),
                problem: "several set-up functions: \(list); choose one with --setup")
        }
    }

    // MARK: Compiling

    /// The chatshot build this compiles against.
    struct Library {
        let folder: String
        /// Changes when chatshot is rebuilt.
        let identity: String
    }

    /// The chatshot build in `chatshotBuild`; type-checking (`linking: false`) needs its modules only.
    func chatshotLibrary(linking: Bool = true) throws -> Library {
        let archive = (chatshotBuild as NSString).appendingPathComponent("lib\(entry.library).a")
        let modules = (chatshotBuild as NSString).appendingPathComponent("Modules/StreamChatUI.swiftmodule")
        let identifying = linking || FileManager.default.fileExists(atPath: archive) ? archive : modules
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: identifying),
            FileManager.default.fileExists(atPath: modules)
        else {
            throw ChatShotError.build(
                SourceLocation(file: chatshotBuild),
                problem: "no lib\(entry.library).a and Modules/ here: build them with "
                    + "`swift build -c release --product \(entry.library)` in chatshot's folder "
                    + "(Scripts/setup.sh's README command does)")
        }
        let size = attributes[.size] as? Int ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return Library(folder: chatshotBuild, identity: "\(size)-\(date)")
    }

    /// The rewritten copies of the sources, each starting with a `#sourceLocation` line naming the user's file.
    static func writeRewritten(
        _ sources: [(path: String, text: String)], into work: String,
        names: (Int) -> String = { "source-\($0).swift" }
    ) throws -> [String] {
        var inputs: [String] = []
        for (index, (path, text)) in sources.enumerated() {
            let location = "#sourceLocation(file: \(swiftStringLiteral(path)), line: 1)\n"
            let rewritten = location + SourceRewriter.rewrite(text)
            let copy = (work as NSString).appendingPathComponent(names(index))
            try Data(rewritten.utf8).write(to: URL(fileURLWithPath: copy))
            inputs.append(copy)
        }
        return inputs
    }

    /// The compiler's flags for the app's code, the same for building and for type-checking: the module name, the
    /// chatshot build's modules and C module maps, and the `Combine` module in the cache.
    static func compilerArguments(library: Library, flags: CompilerFlags, cacheRoot: String) throws -> [String] {
        let combine = try CombineModule.folder(cacheRoot: cacheRoot, library: library, flags: flags)
        // On iOS, Foundation holds URLSession and URLRequest; on Linux they are FoundationNetworking's, which every
        // file of the app imports implicitly, so an app's `import Foundation` finds them as it does on iOS.
        let networking = ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]
        return ["-module-name", "ChatCustomization", "-Onone", "-suppress-warnings", "-I", combine] + networking
            + flags.compile
    }

    func compile(_ inputs: [String], library: Library, output: String) throws {
        let flags = try CompilerFlags.forBuild(library.folder)
        let arguments =
            try Self.compilerArguments(library: library, flags: flags, cacheRoot: cacheRoot)
            + inputs + ["-L", library.folder, "-l\(entry.library)"] + flags.link + ["-o", output]
        let run = try ProcessRunner.run(Self.swiftc, arguments)
        guard run.status == 0 else {
            // The compiler's own lines about the user's files, then the one-line error.
            let lines = CompilerDiagnostics.userLines(of: run.output)
            if !lines.isEmpty { FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8)) }
            // The user's files compiled but the entry point's call of the set-up they named did not: say so, at
            // their folder, not at chatshot's generated file.
            if lines.isEmpty, let setUp, let reason = CompilerDiagnostics.entryPointError(of: run.output) {
                throw ChatShotError.build(
                    SourceLocation(file: sources),
                    problem: "the set-up named with --setup / --app-setup, \(setUp), cannot be called: \(reason)")
            }
            throw CompilerDiagnostics.failure(of: run.output, sources: sources)
        }
    }

    /// `swiftc` from `SWIFTC`, else the `PATH`.
    static var swiftc: String {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], !explicit.isEmpty { return explicit }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }

    /// `$CHATSHOT_CACHE`, else `$XDG_CACHE_HOME/chatshot`, else `~/.cache/chatshot`.
    public static var defaultCacheRoot: String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CHATSHOT_CACHE"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/chatshot" }
        return NSHomeDirectory() + "/.cache/chatshot"
    }

    /// The folder of the running executable (chatshot's `.build/<configuration>`).
    public static var runningBuildFolder: String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (executable as NSString).deletingLastPathComponent
    }
}

/// A Swift string literal for any text.
func swiftStringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
