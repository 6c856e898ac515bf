import ChatCanvas
import ChatManifest
import ChatShotKit
import CustomizationBuild
import Foundation

/// `chatshot docs`: finds the documents, plans every picture they ask for (`DocumentPlan`), and per document renders
/// the pictures whose inputs changed with `chatshot check` — the gallery's own rendering and comparison — run by
/// the document's renderer (chatshot itself, or the renderer the customization build makes from the document's Swift
/// blocks), against the committed pictures. `--write` writes the pictures that differ or are missing; the check
/// reports them. The results are `check`'s (`CheckResults`), so `--report` writes check's HTML and JUnit report.
public struct DocsRunner {
    public enum Mode: String, Sendable { case check, write }

    /// Markdown files, folders of them, DocC catalogs.
    public var paths: [String]
    public var mode: Mode
    /// `check`'s report folder (report.html, junit.xml, results.json).
    public var report: String?
    /// Remove pictures no document references any more (with `--write`).
    public var prune = false
    /// Render every picture, whatever the stored input hashes say.
    public var force = false
    /// The customization build's cache.
    public var cacheRoot: String
    /// The chatshot executable that renders documents without Swift (and whose build compiles the Swift).
    public var executable: String
    /// `check --png-compression` for the pictures written: `small` (documentation is committed) or `fast`.
    public var pngCompression = "small"
    /// Progress lines (standard error).
    public var progress: (String) -> Void = { _ in }

    public init(paths: [String], mode: Mode, report: String? = nil, cacheRoot: String? = nil, executable: String? = nil)
    {
        self.paths = paths
        self.mode = mode
        self.report = report
        self.cacheRoot = cacheRoot ?? CustomizationBuilder.defaultCacheRoot
        self.executable =
            executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// What a run found: check's results (one per picture file, and one per picture no longer referenced), and for
    /// each result the place of its directive.
    public struct Outcome: Sendable {
        public var results: CheckResults
        /// Result name → `file.md:line:column` of the directive (or the picture's path for a stale one).
        public var places: [String: String]
        /// Pictures not rendered because their inputs did not change.
        public var unchanged: Int
        /// Pictures written (`--write`).
        public var written: [String]
    }

    // MARK: Documents

    /// The documents under the paths: `.md` files; folders searched recursively (hidden folders and `.build`
    /// skipped); sorted, each once. A path that does not exist is bad input.
    public func documents() throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ChatShotDocsError.file(path, "no such file or folder")
            }
            if !isFolder.boolValue {
                guard path.lowercased().hasSuffix(".md") else {
                    throw ChatShotDocsError.file(path, "not a Markdown file (.md) or a folder")
                }
                found.append((path as NSString).standardizingPath)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            for case let relative as String in walker {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }) { continue }
                if relative.lowercased().hasSuffix(".md") {
                    found.append(((path as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
                }
            }
        }
        var seen = Set<String>()
        return found.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.sorted()
            .filter { seen.insert($0).inserted }
    }

    /// Every document's plan. Bad directives throw `DocsPlanErrors`, the first of each document (nothing rendered
    /// yet).
    public func plans() throws -> [DocumentPlan] {
        var plans: [DocumentPlan] = []
        var errors: [any Error] = []
        for path in try documents() {
            do {
                plans.append(
                    try DocumentPlan(
                        document: try MarkdownDocument(contentsOf: path), catalog: DocCCatalog.enclosing(path)))
            } catch {
                errors.append(error)
            }
        }
        // Two directives may not draw the same file (in one document, the plan says so already).
        var drawnBy: [String: String] = [:]
        for plan in plans {
            for picture in plan.pictures {
                for output in picture.outputs {
                    let place = "\(plan.document.path):\(picture.directive.line)"
                    if let other = drawnBy[output.path], !other.hasPrefix(plan.document.path + ":") {
                        errors.append(
                            ChatShotDocsError.at(
                                plan.document.path, picture.directive.line, picture.directive.column,
                                "\(output.path) is already drawn by the directive at \(other)"))
                    }
                    drawnBy[output.path] = drawnBy[output.path] ?? place
                }
            }
        }
        if errors.count == 1 { throw errors[0] }
        if !errors.isEmpty { throw DocsPlanErrors(errors: errors) }
        return plans
    }

    // MARK: Running

    public func run() throws -> Outcome {
        let plans = try plans()
        var hashes = InputHashes()
        var shots: [ShotResult] = []
        var places: [String: String] = [:]
        var unchanged = 0
        var written: [String] = []
        var pending: [(image: String, path: String, inputs: [String])] = []
        let work = try TemporaryWork()
        defer { work.remove() }
        let reportImages = report.map { ($0 as NSString).appendingPathComponent("images") }
        if let report { try GalleryRun.prepareFolder(report, what: "report") }

        for (documentIndex, plan) in plans.enumerated() where !plan.pictures.isEmpty {
            let doc = plan.document
            let folder = (work.path as NSString).appendingPathComponent("doc-\(documentIndex)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let blockFiles = try Self.writeBlocks(of: doc, into: folder)
            let swift = SwiftBlocks(document: doc, markdownPath: doc.path)
            let identity = try rendererIdentity(usesSwift: plan.usesSwift)

            // The pictures whose inputs or files changed.
            var jobs: [(picture: DocumentPlan.Picture, output: DocumentPlan.Output, id: String, inputs: String)] = []
            for picture in plan.pictures {
                for output in picture.outputs {
                    let inputs = try inputHash(picture, output: output, plan: plan, swift: swift, identity: identity)
                    let resultName = Self.resultName(picture, output)
                    places[resultName] = "\(doc.path):\(picture.directive.line):\(picture.directive.column)"
                    if !force, let stored = hashes.entry(for: output.path), stored.inputs == inputs,
                        stored.picture == DocsHash.file(output.path)
                    {
                        shots.append(
                            ShotResult(
                                name: resultName, shot: picture.name, status: .passed,
                                message: "\(output.path): inputs unchanged since it was written (not rendered again)"))
                        unchanged += 1
                        continue
                    }
                    jobs.append((picture, output, "p\(jobs.count + 1)", inputs))
                }
            }
            guard !jobs.isEmpty else { continue }
            let rendered = (folder as NSString).appendingPathComponent("rendered")
            progress("\(doc.path): rendering \(jobs.count) picture\(jobs.count == 1 ? "" : "s")")

            // The builds: each picture's Swift blocks with the blocks they use (`SwiftBlocks.unit`), as few builds
            // as the blocks allow (blocks declaring the same name — a guide's first and second version of a class —
            // go into different builds).
            var groups: [(blocks: Set<Int>, jobs: [Int])] = []
            for (index, job) in jobs.enumerated() {
                let unit = Set(swift.unit(of: job.picture.before.swiftBlocks + job.picture.after.swiftBlocks))
                // Pictures without Swift are drawn by chatshot itself, never held up by a build.
                if let g = groups.firstIndex(where: {
                    $0.blocks.isEmpty == unit.isEmpty && !swift.conflict($0.blocks, unit)
                }) {
                    groups[g].blocks.formUnion(unit)
                    groups[g].jobs.append(index)
                } else {
                    groups.append((unit, [index]))
                }
            }
            var results = CheckResults(gallery: "", baseline: "", shards: [], totalJobs: 0, update: .none, shots: [])
            var subreports: [String: String] = [:]
            for (groupIndex, group) in groups.enumerated() {
                let part = (folder as NSString).appendingPathComponent("build-\(groupIndex)")
                let subreport = (part as NSString).appendingPathComponent("report")
                for job in group.jobs.map({ jobs[$0] }) { subreports[job.id] = subreport }
                do {
                    results.shots += try render(
                        group.jobs.map { jobs[$0] }, blocks: group.blocks, swift: swift, document: doc, in: part,
                        rendered: rendered, blockFiles: blockFiles)
                } catch {
                    // The document's build or render failed: its pictures are errors (bad input); other documents
                    // still run, so every problem is reported at once.
                    let line =
                        (error as? DocsRenderFailure)?.description ?? ChatShotError(error)?.description ?? "\(error)"
                    for job in group.jobs.map({ jobs[$0] }) {
                        results.shots.append(ShotResult(name: job.id, shot: "", status: .error, message: line))
                    }
                }
            }

            for job in jobs {
                let resultName = Self.resultName(job.picture, job.output)
                guard var result = results.shots.first(where: { $0.name == job.id }),
                    let subreport = subreports[job.id]
                else { continue }
                let place = "\(doc.path):\(job.picture.directive.line):\(job.picture.directive.column)"
                result.name = resultName
                result.shot = job.picture.name
                for keyPath in [\ShotResult.expectedImage, \ShotResult.actualImage, \ShotResult.diffImage] {
                    guard let relative = result[keyPath: keyPath], let reportImages else {
                        result[keyPath: keyPath] = nil
                        continue
                    }
                    let suffix = (relative as NSString).lastPathComponent.dropFirst(job.id.count)
                    let target = "images/\(resultName)\(suffix)"
                    try AtomicFile.write(
                        try Data(
                            contentsOf: URL(fileURLWithPath: (subreport as NSString).appendingPathComponent(relative))),
                        to: (reportImages as NSString).appendingPathComponent(String(target.dropFirst(7))),
                        createFolders: true)
                    result[keyPath: keyPath] = target
                }
                let image = (rendered as NSString).appendingPathComponent(job.id + ".png")
                switch result.status {
                case .passed:
                    result.message = "\(place): \(job.output.path) is up to date"
                    hashes.set(
                        .init(inputs: job.inputs, picture: DocsHash.file(job.output.path) ?? ""), for: job.output.path)
                case .changed, .missing:
                    let what =
                        result.status == .missing
                        ? "missing"
                        : "stale (it differs from what the document draws"
                            + (result.diff.map { ": \($0.diffPixels) pixels" } ?? "") + ")"
                    result.message = "\(place): \(job.output.path) is \(what)"
                    if mode == .write {
                        // Written once every document has rendered: a failure later leaves no picture half-updated.
                        // Never over an input: the page, its transcript or manifest files.
                        let inputs = [doc.path] + job.picture.inputFiles
                        try AtomicFile.checkDestination(job.output.path, inputs: inputs)
                        pending.append((image, job.output.path, inputs))
                        result.updated = true
                        result.message =
                            "\(place): wrote \(job.output.path) (it was \(result.status == .missing ? "missing" : "stale"))"
                        written.append(job.output.path)
                        hashes.set(.init(inputs: job.inputs, picture: DocsHash.file(image) ?? ""), for: job.output.path)
                    }
                case .error, .stale:
                    let message = result.message ?? "render failed"
                    result.message =
                        message.hasPrefix(doc.path + ":") ? message : "\(place): \(job.output.path): \(message)"
                }
                shots.append(result)
            }
        }

        // A picture that failed to render is bad input: nothing is written then.
        let failed = shots.contains { $0.status == .error }
        if failed {
            for i in shots.indices where shots[i].updated { shots[i].updated = false }
            written = []
        } else {
            for (image, path, inputs) in pending {
                try AtomicFile.write(
                    try Data(contentsOf: URL(fileURLWithPath: image)), to: path, createFolders: true,
                    protecting: inputs)
            }
        }
        shots += staleResults(plans)
        if mode == .write && !failed { try hashes.save() }
        let results = CheckResults(
            gallery: paths.joined(separator: " "), baseline: "", shards: [], totalJobs: shots.count,
            update: mode == .write ? .changed : .none, shots: shots)
        if let report { try CheckReport.write(results, to: report) }
        return Outcome(results: results, places: places, unchanged: unchanged, written: written)
    }

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

    /// The report name of one picture file: the picture's name, and the appearance when it has more than one.
    static func resultName(_ picture: DocumentPlan.Picture, _ output: DocumentPlan.Output) -> String {
        picture.outputs.count > 1 ? picture.name + "--" + output.appearance : picture.name
    }

    // MARK: Stale pictures

    /// Pictures in the folders the directives write into that no image reference of the documents names (only when
    /// a path is a folder: single documents alone do not know what the others reference). `--write --prune`
    /// removes them.
    func staleResults(_ plans: [DocumentPlan]) -> [ShotResult] {
        guard
            paths.contains(where: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            })
        else { return [] }
        var folders = Set<String>()
        var referenced = Set<String>()
        for plan in plans {
            let folder = (plan.document.path as NSString).deletingLastPathComponent
            for picture in plan.pictures {
                for output in picture.outputs {
                    folders.insert((output.path as NSString).deletingLastPathComponent)
                    referenced.insert(output.path)
                }
            }
            for image in plan.document.images {
                let decoded = image.destination.removingPercentEncoding ?? image.destination
                referenced.insert(DocumentPlan.join(folder, decoded))
                if let catalog = plan.catalog {
                    // A DocC reference names every variant of the name.
                    let name = decoded.hasSuffix(".png") ? String(decoded.dropLast(4)) : decoded
                    for file in catalog.files() where (file as NSString).lastPathComponent.hasPrefix(name) {
                        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                        if base == name || base.hasPrefix(name + "~") || base.hasPrefix(name + "@") {
                            referenced.insert(file)
                        }
                    }
                }
            }
        }
        var results: [ShotResult] = []
        for folder in folders.sorted() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.sorted() where file.lowercased().hasSuffix(".png") && !file.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(file)
                guard !referenced.contains(path) else { continue }
                var result = ShotResult(
                    name: DocumentPlan.safeName("unreferenced-" + file.dropLast(4)), shot: "", status: .stale,
                    message: "\(path): no document references this picture any more")
                if mode == .write && prune {
                    do {
                        try FileManager.default.removeItem(atPath: path)
                        result.updated = true
                        result.message = "\(path): removed (--prune): no document references it"
                    } catch {
                        result.message = "\(path): not removed: \(error.localizedDescription)"
                    }
                }
                results.append(result)
            }
        }
        return results
    }

    // MARK: Pieces

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

    /// What identifies the renderer: chatshot's version and the executable (and, for Swift, the library the blocks
    /// are compiled against) by size and time.
    func rendererIdentity(usesSwift: Bool) throws -> String {
        var parts = [ChatShotVersion.current, Self.fileIdentity(executable)]
        if usesSwift {
            let folder = (executable as NSString).deletingLastPathComponent
            parts.append(Self.fileIdentity((folder as NSString).appendingPathComponent("libChatShotApp.a")))
        }
        return parts.joined(separator: " ")
    }

    static func fileIdentity(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(date)"
    }

    /// Everything one picture file is drawn from.
    func inputHash(
        _ picture: DocumentPlan.Picture, output: DocumentPlan.Output, plan: DocumentPlan, swift: SwiftBlocks,
        identity: String
    ) throws -> String {
        var h = DocsHash()
        h.add("chatshot docs 1")
        h.add(identity)
        let d = picture.directive
        h.add(
            [
                d.kind.rawValue, output.appearance, String(d.scale), d.device ?? "", d.width.map { "\($0)" } ?? "",
                d.height.map { "\($0)" } ?? "", d.screen ?? "", d.chrome ?? "", String(d.scrolling),
                d.beforeCaption ?? "",
                d.afterCaption ?? ""
            ].joined(separator: "\u{1}"))
        func add(_ source: DocumentPlan.ManifestSource) {
            switch source {
            case .block(let n): h.add(plan.document.blocks.first { $0.number == n }?.text ?? "")
            case .file(let file): h.add(FileManager.default.contents(atPath: file) ?? Data())
            }
        }
        add(picture.transcript)
        for look in [picture.before, picture.after] {
            h.add("look")
            look.manifests.forEach(add)
            h.add(look.swiftBlocks.map(String.init).joined(separator: ","))
        }
        // The Swift blocks compiled for the picture: its own and those they use.
        let unit = Set(swift.unit(of: picture.before.swiftBlocks + picture.after.swiftBlocks))
        for block in swift.blocks where unit.contains(block.number) { h.add(block.source) }
        return h.hex
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

/// A document whose pictures could not be rendered (a manifest block that does not load, a transcript that does
/// not decode, …): the renderer's lines, with the places in the document's blocks.
public struct DocsRenderFailure: Error, CustomStringConvertible, Sendable {
    public let document: String
    public let lines: [String]
    public var description: String {
        let first = lines.first { $0.contains("error") } ?? lines.first ?? "the renderer failed"
        let chatshot = "chatshot: "
        let text = first.hasPrefix(chatshot) ? String(first.dropFirst(chatshot.count)) : first
        return text.contains(document) ? text : "\(document): \(text)"
    }
}

/// Bad directives in several documents: one line each.
public struct DocsPlanErrors: Error, Sendable {
    public let errors: [any Error]
    public var lines: [String] { errors.map { ChatShotError($0)?.description ?? "\($0)" } }
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
