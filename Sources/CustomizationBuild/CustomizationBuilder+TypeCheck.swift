import ChatShotKit
import Foundation

/// Type-checking without building a renderer: the same source rewrite, `#sourceLocation` lines, module name and
/// compiler flags as `build()`, with `-typecheck` instead of linking. No set-up function is needed, nothing is
/// cached but the `Combine` module, and only the chatshot build's `Modules/` must exist (not `libChatShotApp.a`).
extension CustomizationBuilder {
    /// Type-checks the folder's `.swift` files together, as library files (no top-level code).
    public func typecheck() throws -> TypeCheckResult {
        let files = try sourceFiles()
        var sourcesByPath: [(path: String, text: String)] = []
        for file in files { sourcesByPath.append((file, try read(file))) }
        return try Self.typecheck(
            sourcesByPath, topLevelCode: false, cacheRoot: cacheRoot,
            chatshotBuild: chatshotBuild)
    }

    /// Type-checks sources given as text; `path` is what the errors name. With `topLevelCode`, the last source is
    /// the program's main file, so it may hold statements outside any function (as an excerpt of an app's set-up
    /// code does); otherwise every file is a library file.
    public static func typecheck(
        _ sources: [(path: String, text: String)], topLevelCode: Bool,
        cacheRoot: String? = nil, chatshotBuild: String? = nil
    ) throws -> TypeCheckResult {
        let builder = CustomizationBuilder(sources: "", cacheRoot: cacheRoot, chatshotBuild: chatshotBuild)
        let library = try builder.chatshotLibrary(linking: false)
        let flags = try CompilerFlags.forBuild(library.folder)
        let arguments = try compilerArguments(library: library, flags: flags, cacheRoot: builder.cacheRoot)

        let work = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("chatshot-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let last = sources.count - 1
        let inputs = try writeRewritten(sources, into: work) { index in
            topLevelCode && index == last ? "main.swift" : "source-\(index).swift"
        }
        // Every file's errors, not only those of the first of the compiler's jobs that fails.
        let mode = (topLevelCode ? [] : ["-parse-as-library"]) + ["-continue-building-after-errors"]
        let run = try ProcessRunner.run(swiftc, arguments + ["-typecheck"] + mode + inputs)
        return TypeCheckResult(status: run.status, output: run.output)
    }
}

extension CustomizationBuilder {
    /// The compiler's error and note lines about the user's files, as `build()` prints them.
    public static func userDiagnostics(of result: TypeCheckResult) -> [String] {
        CompilerDiagnostics.userLines(of: result.output)
    }

    /// The one-line summary `build()` ends a compile error with (the first error, and a hint when a name is missing).
    public static func summary(of result: TypeCheckResult, sources: String) -> String {
        CompilerDiagnostics.summary(of: result.output, sources: sources)
    }
}
