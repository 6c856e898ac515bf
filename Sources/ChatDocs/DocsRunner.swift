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

    /// The report name of one picture file: the picture's name, and the appearance when it has more than one.
    static func resultName(_ picture: DocumentPlan.Picture, _ output: DocumentPlan.Output) -> String {
        picture.outputs.count > 1 ? picture.name + "--" + output.appearance : picture.name
    }
}
