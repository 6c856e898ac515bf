import ChatCanvas
import ChatManifest
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Renders jobs one at a time. A worker is used by one thread only.
public protocol RenderWorker: AnyObject {
    /// Renders the job's image into `output` atomically. Bad input throws an error `ChatShotError(_:)` knows.
    func render(_ job: GalleryJob, to output: String) throws
    /// Renders like `render(_:to:)` and returns the image's pixels when the worker has them at hand, so that `check`
    /// compares them without reading the file back; nil when it has not (the default: the file is read).
    func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage?
    /// Renders like `renderKeepingPixels(_:to:)` and also returns the files the render read (the render cache's
    /// dependencies; nil when the worker cannot tell). The default records the reads of this thread.
    func renderRecordingReads(_ job: GalleryJob, to output: String) throws -> (RGBAImage?, [String]?)
    /// Ends the worker (a child process exits).
    func close()
}

extension RenderWorker {
    public func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
        try render(job, to: output)
        return nil
    }

    public func renderRecordingReads(_ job: GalleryJob, to output: String) throws -> (RGBAImage?, [String]?) {
        let (pixels, reads) = try RecordedReads.recording { try renderKeepingPixels(job, to: output) }
        return (pixels, reads)
    }
}

/// What happened to one job.
public struct JobOutcome: Sendable {
    public var job: GalleryJob
    public var output: String
    /// nil when the image was written.
    public var error: String?
    public var milliseconds: Double
}

/// Runs jobs on `jobs` parallel workers, each made by `makeWorker` (child processes in the CLI,
/// closures in tests), and reports progress.
public struct BatchRunner: Sendable {
    public var parallelism: Int
    public var makeWorker: @Sendable () throws -> RenderWorker
    public var progress: BatchProgress?

    /// How many threads each image's PNG encoder should use when `parallelism` images render at once: the cores
    /// left to each image. Bands or shots, not both: with one image per core, an image's bands are compressed on
    /// its own thread, so they do not compete with the other images for the cores (the bytes are the same).
    public static func encoderThreads(
        parallelism: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> Int {
        max(1, cores / max(1, parallelism))
    }

    public init(
        parallelism: Int, progress: BatchProgress? = nil, makeWorker: @escaping @Sendable () throws -> RenderWorker
    ) {
        self.parallelism = max(1, parallelism)
        self.makeWorker = makeWorker
        self.progress = progress
    }

    /// Renders every job into `outputFolder/<name>.png`. Returns the outcomes in job order. `rendered`, when given, gets
    /// each job's index and outcome on its worker's thread as soon as the job is done, with the image's pixels when
    /// the worker kept them (`RenderWorker.renderKeepingPixels`; nil: read the file) — `check` compares there, so an
    /// image's pixels are held only while it is compared.
    public func run(
        _ jobs: [GalleryJob], into outputFolder: String,
        rendered: (@Sendable (_ index: Int, _ outcome: JobOutcome, _ pixels: RGBAImage?) -> Void)? = nil
    ) -> [JobOutcome] {
        let state = RunState(jobs: jobs)
        progress?.start(total: jobs.count)
        let threads = min(parallelism, jobs.count)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread { [makeWorker, progress] in
                defer { group.leave() }
                var worker: RenderWorker? = nil
                defer { worker?.close() }
                while let index = state.next() {
                    let job = jobs[index]
                    let output = (outputFolder as NSString).appendingPathComponent(job.fileName)
                    let start = DispatchTime.now().uptimeNanoseconds
                    var failure: String? = nil
                    var pixels: RGBAImage? = nil
                    do {
                        if worker == nil { worker = try makeWorker() }
                        if rendered != nil {
                            pixels = try worker!.renderKeepingPixels(job, to: output)
                        } else {
                            try worker!.render(job, to: output)
                        }
                    } catch let e as WorkerCrash {
                        failure = e.message
                        worker?.close()
                        worker = nil  // a fresh process for the next job
                    } catch {
                        failure = String(describing: error)
                    }
                    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                    let outcome = JobOutcome(job: job, output: output, error: failure, milliseconds: ms)
                    rendered?(index, outcome, pixels)
                    state.finish(index, outcome)
                    progress?.finished(outcome)
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        progress?.end()
        return state.outcomes.map { $0! }
    }
}

private final class RunState: Sendable {
    private struct Progress {
        var cursor = 0
        var outcomes: [JobOutcome?]
    }
    private let state: Mutex<Progress>
    private let count: Int
    init(jobs: [GalleryJob]) {
        count = jobs.count
        state = Mutex(Progress(outcomes: Array(repeating: nil, count: jobs.count)))
    }
    var outcomes: [JobOutcome?] { state.withLock { $0.outcomes } }
    func next() -> Int? {
        state.withLock { s in
            guard s.cursor < count else { return nil }
            s.cursor += 1
            return s.cursor - 1
        }
    }
    func finish(_ i: Int, _ o: JobOutcome) { state.withLock { $0.outcomes[i] = o } }
}

/// A worker process died or answered nonsense; the job fails and the next job gets a new process.
struct WorkerCrash: Error { var message: String }

// MARK: - In-process workers (tests, or a custom renderer)

/// Renders with a closure in this process (the closure gives the file's bytes).
public final class ClosureWorker: RenderWorker {
    let body: @Sendable (GalleryJob) throws -> Data
    public init(_ body: @escaping @Sendable (GalleryJob) throws -> Data) { self.body = body }
    public func render(_ job: GalleryJob, to output: String) throws {
        try AtomicFile.writeOutput(try body(job), to: output)
    }
    /// The pixels of the PNG bytes the closure gave, decoded from memory (nil when they are not a PNG).
    public func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
        let data = try body(job)
        try AtomicFile.writeOutput(data, to: output)
        return try? PNGDecoder.decode(data, name: output)
    }
    public func close() {}
}

/// Renders in this process, on the batch runner's thread: the default for `batch` and `check`. Renders on several
/// threads share the process's fonts, icon art and decoded images and nothing else (see `ShotRenderer`).
public final class ThreadWorker: RenderWorker {
    let compression: PNGCompression
    /// How many threads compress one PNG's bands (`Canvas.pngData(compression:concurrency:)`).
    let encoderThreads: Int
    /// `encoderThreads`: see `BatchRunner.encoderThreads(parallelism:)`; all cores by default.
    public init(
        compression: PNGCompression = .fast, encoderThreads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.compression = compression
        self.encoderThreads = max(1, encoderThreads)
    }
    public func render(_ job: GalleryJob, to output: String) throws {
        _ = try draw(job, to: output, keepingPixels: false)
    }
    /// The canvas's own pixels for a PNG (those the file holds), with no decoding.
    public func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
        try draw(job, to: output, keepingPixels: true)
    }
    public func close() {}

    private func draw(_ job: GalleryJob, to output: String, keepingPixels: Bool) throws -> RGBAImage? {
        var renderer = ShotRenderer()
        renderer.outputs = [output]
        let canvas = try renderer.renderCanvas(job.shot)
        try AtomicFile.writeOutput(
            try canvas.data(job.shot.format, compression: compression, concurrency: encoderThreads), to: output,
            protecting: job.shot.inputFiles)
        return keepingPixels && job.shot.format == .png ? try canvas.rgbaImage() : nil
    }
}

// MARK: - Child-process workers

/// One request to a worker process (a JSON line on its standard input).
struct WorkerRequest: Codable {
    var shot: Shot
    var output: String
}
/// A worker's answer (a JSON line on its standard output).
struct WorkerResponse: Codable {
    var ok: Bool
    var error: String?
    /// The files the render read (for the render cache).
    var reads: [String]? = nil
}

/// A child process `chatshot batch --worker` that renders job after job (`--workers processes`): a render that
/// crashes takes only its worker down. Fonts and font maps are loaded once per process.
public final class ProcessWorker: RenderWorker {
    let process: Process
    let input: FileHandle
    let output: FileHandle
    var buffer = Data()
    /// The files the last render read, as the worker reported them.
    var lastReads: [String]?

    /// The running executable (`/proc/self/exe`), to start workers of the same chatshot.
    public static var currentExecutable: String {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        if n > 0 { return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments[0]
    }

    public init(executable: String = ProcessWorker.currentExecutable, arguments: [String] = ["batch", "--worker"])
        throws
    {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            throw ChatShotError.render("\(executable): cannot start a render worker (\(error.localizedDescription))")
        }
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
    }

    public func render(_ job: GalleryJob, to path: String) throws {
        lastReads = nil
        var line = try JSONEncoder().encode(WorkerRequest(shot: job.shot, output: path))
        line.append(0x0A)
        do { try input.write(contentsOf: line) } catch {
            throw WorkerCrash(message: "\(job.fileName): the render worker is gone (\(exitDescription()))")
        }
        guard let answer = readLine() else {
            throw WorkerCrash(
                message: "\(job.fileName): the render worker exited while rendering (\(exitDescription()))")
        }
        guard let response = try? JSONDecoder().decode(WorkerResponse.self, from: answer) else {
            throw WorkerCrash(message: "\(job.fileName): the render worker answered something unexpected")
        }
        if !response.ok { throw ChatShotError.render(response.error ?? "\(job.fileName): rendering failed") }
        lastReads = response.reads
    }

    /// The worker process records what it reads and reports it with its answer.
    public func renderRecordingReads(_ job: GalleryJob, to output: String) throws -> (RGBAImage?, [String]?) {
        try render(job, to: output)
        return (nil, lastReads)
    }

    private func readLine() -> Data? {
        while true {
            if let nl = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<nl]
                buffer = Data(buffer[(nl + 1)...])
                return Data(line)
            }
            let chunk = output.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    private func exitDescription() -> String {
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return "killed by signal \(process.terminationStatus)" }
        return "exit status \(process.terminationStatus)"
    }

    public func close() {
        try? input.close()
        process.waitUntilExit()
    }

    /// The worker side: reads requests from standard input until it closes, renders each with
    /// `render(shot, output)` (which refuses an output that is one of the shot's inputs), writes the PNG atomically
    /// and answers one JSON line per request.
    public static func serve(render: (_ shot: Shot, _ output: String) throws -> Data) {
        // A worker never outlives its parent: when the parent dies (even by kill -9) the worker is re-parented, and
        // this watch ends it within a tenth of a second, mid-image (its temporary file is never renamed into place).
        let parent = getppid()
        let watch = Thread {
            while getppid() == parent { usleep(100_000) }
            _exit(3)
        }
        watch.start()
        let stdin = FileHandle.standardInput
        let stdout = FileHandle.standardOutput
        var buffer = Data()
        func answer(_ r: WorkerResponse) {
            var line = (try? JSONEncoder().encode(r)) ?? Data(#"{"ok":false}"#.utf8)
            line.append(0x0A)
            stdout.write(line)
        }
        while true {
            let chunk = stdin.availableData
            if chunk.isEmpty { return }
            buffer.append(chunk)
            while let nl = buffer.firstIndex(of: 0x0A) {
                let line = Data(buffer[buffer.startIndex..<nl])
                buffer = Data(buffer[(nl + 1)...])
                guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: line) else {
                    answer(WorkerResponse(ok: false, error: "worker: unreadable request"))
                    continue
                }
                do {
                    let (png, reads) = try RecordedReads.recording { try render(request.shot, request.output) }
                    try AtomicFile.writeOutput(png, to: request.output, protecting: request.shot.inputFiles)
                    answer(WorkerResponse(ok: true, error: nil, reads: Array(Set(reads)).sorted()))
                } catch {
                    answer(WorkerResponse(ok: false, error: String(describing: error)))
                }
            }
        }
    }
}

// MARK: - Progress

/// Progress on standard error: a bar that redraws itself on a terminal, plain lines otherwise (CI logs).
public final class BatchProgress: Sendable {
    private struct Counts { var total = 0, done = 0, failed = 0 }
    private let counts = Mutex(Counts())
    let interactive: Bool
    let label: String
    let write: @Sendable (String) -> Void

    /// Set by a process whose standard error is a terminal for a child whose standard error it relays (`--app`): the
    /// child draws the bar as on that terminal.
    public static let standardErrorIsTerminalKey = "CHATSHOT_STDERR_IS_TTY"
    /// Whether standard error is a terminal, or relays to one.
    public static var drawsOnTerminal: Bool {
        isatty(STDERR_FILENO) != 0 || ProcessInfo.processInfo.environment[standardErrorIsTerminalKey] == "1"
    }

    public init(
        label: String = "render", interactive: Bool = BatchProgress.drawsOnTerminal,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.label = label
        self.interactive = interactive
        self.write = write
    }

    func start(total: Int) { counts.withLock { $0 = Counts(total: total) } }

    func finished(_ o: JobOutcome) {
        counts.withLock { c in
            c.done += 1
            if o.error != nil { c.failed += 1 }
            report(o, c)
        }
    }

    /// Writes one job's line (or redraws the bar); called with the counts locked, so lines never interleave.
    private func report(_ o: JobOutcome, _ c: Counts) {
        let (total, done, failed) = (c.total, c.done, c.failed)
        let width = String(total).count
        let counter = "[\(String(repeating: " ", count: width - String(done).count))\(done)/\(total)]"
        if interactive {
            let cells = 24
            let filled = total == 0 ? cells : cells * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
            var text = "\r\u{1B}[K\(bar) \(counter) \(o.job.fileName)"
            if failed > 0 { text += "  (\(failed) failed)" }
            if let e = o.error { text = "\r\u{1B}[Kfailed: \(e)\n" + text }
            write(text)
        } else {
            let status = o.error == nil ? "ok    " : "FAILED"
            write("\(counter) \(label) \(status) \(o.job.fileName) (\(Int(o.milliseconds)) ms)\n")
        }
    }

    func end() {
        counts.withLock { c in
            if interactive && c.total > 0 { write("\r\u{1B}[K") }
        }
    }
}
