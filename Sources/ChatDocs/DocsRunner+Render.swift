import ChatCanvas
import ChatManifest
import ChatShotKit
import CustomizationBuild
import Foundation

/// Rendering one build's pictures: the generated gallery, the renderer (chatshot, or the page's Swift blocks
/// compiled), `chatshot check` in it, and errors mapped back into the page.
extension DocsRunner {
    /// Renders one build's pictures with `check` (the build's renderer, a gallery of one shot per picture file, the
    /// committed files as baselines) and returns check's results, named by job id.
    func render(
        _ jobs: [(picture: DocumentPlan.Picture, output: DocumentPlan.Output, id: String, inputs: String)],
        blocks: Set<Int>, swift: SwiftBlocks, document doc: MarkdownDocument, in part: String, rendered: String,
        blockFiles: [Int: String]
    ) throws -> [ShotResult] {
        // The renderer: chatshot, or the blocks compiled into one.
        let renderer = blocks.isEmpty ? executable : try buildRenderer(swift.only(blocks), document: doc)
        let baseline = (part as NSString).appendingPathComponent("baseline")
        let subreport = (part as NSString).appendingPathComponent("report")
        try FileManager.default.createDirectory(atPath: baseline, withIntermediateDirectories: true)
        var shotsJSON: [[String: Any]] = []
        for job in jobs {
            shotsJSON.append(try Self.galleryShot(job.picture, job.output, id: job.id, blockFiles: blockFiles))
            if FileManager.default.fileExists(atPath: job.output.path) {
                try FileManager.default.copyItem(
                    atPath: job.output.path, toPath: (baseline as NSString).appendingPathComponent(job.id + ".png"))
            }
        }
        let gallery = (part as NSString).appendingPathComponent("gallery.json")
        try JSONSerialization.data(withJSONObject: ["shots": shotsJSON], options: [.sortedKeys, .prettyPrinted])
            .write(to: URL(fileURLWithPath: gallery))
        let run = try Self.runProcess(
            renderer,
            [
                "check", gallery, "--baseline", baseline, "--out", rendered, "--json", "--quiet", "--report", subreport,
                "--png-compression", pngCompression
            ])
        // Exit 2 with results: some pictures failed to render (their messages say why); without: the gallery failed.
        guard let results = try? JSONDecoder().decode(CheckResults.self, from: run.stdout) else {
            throw DocsRenderFailure(
                document: doc.path, lines: Self.mapToDocument(run.stderr, blockFiles: blockFiles, document: doc))
        }
        return results.shots.map { shot in
            var shot = shot
            if shot.status == .error, let message = shot.message {
                shot.message =
                    Self.mapToDocument(message, blockFiles: blockFiles, document: doc).joined(separator: " ")
            }
            return shot
        }
    }

    /// The document's transcript and manifest blocks as files (`block-N.json`, `block-N.yaml`), by block number.
    static func writeBlocks(of doc: MarkdownDocument, into folder: String) throws -> [Int: String] {
        var files: [Int: String] = [:]
        for block in doc.blocks where ["json", "yaml", "yml"].contains(block.language) {
            let file = (folder as NSString).appendingPathComponent("block-\(block.number).\(block.language)")
            try Data((block.text + "\n").utf8).write(to: URL(fileURLWithPath: file))
            files[block.number] = file
        }
        return files
    }

    /// One shot of the generated gallery.
    static func galleryShot(
        _ picture: DocumentPlan.Picture, _ output: DocumentPlan.Output, id: String, blockFiles: [Int: String]
    ) throws -> [String: Any] {
        func path(_ source: DocumentPlan.ManifestSource) -> String {
            switch source {
            case .block(let n): return blockFiles[n]!
            case .file(let file): return URL(fileURLWithPath: file).standardizedFileURL.path
            }
        }
        func panel(_ look: DocumentPlan.Look, caption: String?) -> [String: Any] {
            var panel: [String: Any] = [:]
            if !look.manifests.isEmpty { panel["manifest"] = look.manifests.map(path) }
            if !look.swiftBlocks.isEmpty {
                panel["customization"] = look.swiftBlocks.map(SwiftBlocks.customizationName)
            }
            if let caption { panel["caption"] = caption }
            return panel
        }
        let d = picture.directive
        var shot: [String: Any] = [
            "name": id, "transcript": path(picture.transcript), "appearance": output.appearance, "scale": d.scale
        ]
        if let device = d.device { shot["device"] = device }
        if let width = d.width { shot["width"] = width }
        if let height = d.height { shot["height"] = height }
        if let screen = d.screen { shot["screen"] = screen }
        if let chrome = d.chrome { shot["chrome"] = chrome }
        if d.scrolling { shot["scrolling"] = true }
        switch d.kind {
        case .compare:
            let before = panel(picture.before, caption: d.beforeCaption)
            if !before.isEmpty { shot["before"] = before }
            shot["after"] = [panel(picture.after, caption: d.afterCaption)]
        case .shot:
            if !picture.after.manifests.isEmpty { shot["manifest"] = picture.after.manifests.map(path) }
            if !picture.after.swiftBlocks.isEmpty {
                shot["customization"] = picture.after.swiftBlocks.map(SwiftBlocks.customizationName)
            }
        }
        return shot
    }

    /// The document's Swift blocks compiled into a renderer (cached by the customization build). The generated
    /// folder lives in the cache under a hash of its files, so an unchanged document finds its build.
    func buildRenderer(_ swift: SwiftBlocks, document: MarkdownDocument) throws -> String {
        var h = DocsHash()
        for block in swift.blocks { h.add(block.source) }
        h.add(swift.registrationSource)
        let sources = (cacheRoot as NSString).appendingPathComponent("docs-sources/\(h.hex)")
        if !FileManager.default.fileExists(atPath: (sources as NSString).appendingPathComponent("docs-blocks.swift")) {
            let partial = sources + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
            try? FileManager.default.removeItem(atPath: partial)
            try swift.write(into: partial)
            try? FileManager.default.removeItem(atPath: sources)
            try FileManager.default.moveItem(atPath: partial, toPath: sources)
        }
        progress("\(document.path): compiling its Swift blocks (cached after the first time)")
        var builder = CustomizationBuilder(
            sources: sources, cacheRoot: cacheRoot, chatshotBuild: (executable as NSString).deletingLastPathComponent)
        builder.customizations = swift.customizations
        return try builder.build().executable
    }

    /// Lines of the renderer's standard error with the generated block files' places (`…/block-4.yaml:3:5`) turned
    /// into the document's (`guide.md:41:5`).
    static func mapToDocument(_ stderr: String, blockFiles: [Int: String], document: MarkdownDocument) -> [String] {
        var lines = stderr.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        for (number, file) in blockFiles {
            guard let block = document.blocks.first(where: { $0.number == number }) else { continue }
            lines = lines.map { line in
                guard let range = line.range(of: file) else { return line }
                var rest = line[range.upperBound...]
                var place = document.path + ":\(block.firstLine)"
                if rest.hasPrefix(":") {
                    let digits = rest.dropFirst().prefix { $0.isNumber }
                    if let n = Int(digits) {
                        rest = rest.dropFirst(1 + digits.count)
                        place = document.path + ":\(block.firstLine + n - 1)"
                        if rest.hasPrefix(":") {
                            let columnDigits = rest.dropFirst().prefix { $0.isNumber }
                            if let c = Int(columnDigits) {
                                rest = rest.dropFirst(1 + columnDigits.count)
                                place += ":\(c + block.indent)"
                            }
                        }
                    }
                }
                return line[..<range.lowerBound] + place + rest + " (block \(number))"
            }
        }
        return lines
    }

    struct ProcessRun {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static func runProcess(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw ChatShotError.build(SourceLocation(file: executable), problem: "cannot run it (\(error))")
        }
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return ProcessRun(
            status: process.terminationStatus, stdout: output, stderr: String(decoding: errors.data, as: UTF8.self))
    }
}

/// A temporary folder for one run, removed at the end.
struct TemporaryWork {
    let path: String
    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("chatshot-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
