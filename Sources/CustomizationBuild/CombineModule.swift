import ChatManifest
import ChatShotKit
import Foundation

/// The `Combine` module an app's files import: OpenCombine re-exported under Apple's name. It is compiled here,
/// once per chatshot build, into the build cache — never into chatshot's own build folder, where dependencies that
/// ask `#if canImport(Combine)` would find it.
enum CombineModule {
    static let source = """
        @_exported import OpenCombine
        @_exported import OpenCombineDispatch
        @_exported import OpenCombineFoundation

        """

    /// The folder holding `Combine.swiftmodule` for this chatshot build (made if missing).
    static func folder(cacheRoot: String, library: CustomizationBuilder.Library, flags: CompilerFlags) throws -> String
    {
        var hash = StableHash()
        hash.add(library.identity)
        hash.add(source)
        let folder = (cacheRoot as NSString).appendingPathComponent("modules/\(hash.hex)")
        let module = (folder as NSString).appendingPathComponent("Combine.swiftmodule")
        if FileManager.default.fileExists(atPath: module) { return folder }
        // Threads of one process may make it at once (type-checks run in parallel): each works in its own folder.
        let work = folder + ".partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try? FileManager.default.removeItem(atPath: work)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let file = (work as NSString).appendingPathComponent("Combine.swift")
        try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        let run = try ProcessRunner.run(
            CustomizationBuilder.swiftc,
            ["-emit-module", "-parse-as-library", "-module-name", "Combine"]
                + flags.compile + [
                    file, "-emit-module-path", (work as NSString).appendingPathComponent("Combine.swiftmodule")
                ])
        guard run.status == 0 else {
            let first = run.output.split(separator: "\n").first ?? ""
            throw ChatShotError.build(
                SourceLocation(file: library.folder),
                problem: "the Combine module (OpenCombine) did not compile: \(first)")
        }
        if FileManager.default.fileExists(atPath: module) { return folder }  // another one finished first
        try? FileManager.default.removeItem(atPath: folder)
        do {
            try FileManager.default.moveItem(atPath: work, toPath: folder)
        } catch  where FileManager.default.fileExists(atPath: module) {
            // Another one moved its copy in meanwhile: use it.
        }
        return folder
    }
}
