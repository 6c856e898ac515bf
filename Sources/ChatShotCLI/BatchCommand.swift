import ArgumentParser
import ChatCanvas
import ChatShotKit
import Foundation

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Renders every shot of a gallery (YAML) into a folder, in parallel.",
        discussion: """
            Each variant becomes one PNG named after the shot and the values of the axes that vary, \
            such as channel--dark--3x.png. Shots render on threads of this process (one per core by default; --workers \
            processes for child processes). \
            --shard K/N renders the K-th of N disjoint parts (1 ≤ K ≤ N); the N parts together are the whole gallery. \
            --only NAME (repeatable; shot or image names, glob patterns such as 'channel*') renders part of the gallery.
            """
    )

    @Argument(help: "The gallery file (YAML or JSON).") var gallery: String?
    @Option(help: "The folder for the images.") var out: String = "gallery-out"
    @OptionGroup var workerOptions: WorkerOptions
    @Option(help: "Render only part K of N (K/N, 1 ≤ K ≤ N).") var shard: String?
    @OptionGroup var encoding: OutputOptions
    @Option(
        help: ArgumentHelp(
            "Render only these shots or images (repeatable; glob patterns such as 'channel*').", valueName: "name"))
    var only: [String] = []
    @Flag(name: .shortAndLong, help: "Print only failures and the summary line (no progress).") var quiet = false
    @OptionGroup var appOptions: AppOptions
    @Flag(help: .hidden) var worker = false
    /// A worker process's PNG encoder threads (the parent passes `BatchRunner.encoderThreads(parallelism:)`).
    @Option(help: .hidden) var encoderThreads: Int?

    func run() throws {
        if worker {
            let threads = max(1, encoderThreads ?? ProcessInfo.processInfo.activeProcessorCount)
            ProcessWorker.serve { shot, output in
                var renderer = ShotRenderer()
                renderer.outputs = [output]
                return try renderer.renderCanvas(shot).data(
                    shot.format, compression: encoding.pngCompression, concurrency: threads)
            }
            return
        }
        guard let gallery else {
            throw ChatShotError.option("batch", problem: "missing the gallery file (chatshot batch GALLERY)")
        }
        let shard = try self.shard.map { try Shard(parsing: $0) }
        let (all, selected) = try GalleryRun.jobs(galleryPath: gallery, shard: shard, only: only)
        // Every option is checked (--jobs too) before the output folder exists: a refused run leaves nothing behind.
        let runner = try workerOptions.runner(
            compression: encoding.pngCompression,
            progress: quiet ? nil : BatchProgress())
        try GalleryRun.prepareFolder(out, what: "output")
        let start = Date()
        let outcomes = runner.run(selected, into: out)
        let failures = outcomes.filter { $0.error != nil }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        var part = shard.map { " (shard \($0): \(selected.count) of \(all.count) images)" } ?? ""
        if !only.isEmpty && shard == nil { part = " (--only: \(selected.count) images)" }
        let rendered = outcomes.count - failures.count
        print("rendered \(rendered) of \(selected.count) images into \(out)\(part) in \(seconds) s")
        if !failures.isEmpty {
            for f in failures { printError("\(f.job.fileName): \(f.error!)") }
            throw ExitStatus.badInput
        }
    }
}
