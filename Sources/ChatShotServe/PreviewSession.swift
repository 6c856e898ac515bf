import ChatCanvas
import ChatManifest
import ChatShotKit
import Foundation
import Synchronization

/// What the live preview shows and keeps current: a list of shots (from the command line's options, or a gallery's
/// jobs), the last good picture of each, and the one-line error of a shot (or of the gallery) that no longer renders.
/// `refresh()` re-reads the gallery and re-renders only the shots whose value or files changed; `watch()` calls it
/// when a watched file's modification time, inode or size changes. Thread-safe: the server reads it from its tasks.
public final class PreviewSession: @unchecked Sendable {
    /// Where the shots come from.
    public enum Source: Sendable {
        /// Named shots (the command line's; usually the same shot light and dark).
        case shots([(name: String, shot: Shot)])
        /// A gallery file: every job of it.
        case gallery(String)
    }

    /// One shot on the page.
    public struct Item: Sendable {
        public var id: Int
        public var name: String
        public var shot: Shot
        /// The last good picture (PNG), kept while the shot's input is broken.
        public var png: Data?
        /// Bumped whenever `png` or `error` changes (the page's image URL and the ETag carry it).
        public var version: Int
        /// The one-line error of the last render, as the command line prints it.
        public var error: String?
        /// The baseline PNG beside which the page shows the shot (`--baseline DIR`), when it exists.
        public var baselinePath: String?
        /// The files this shot reads, with what they looked like when it was last rendered.
        var inputs: [String: FileStamp] = [:]
        /// The shot without the values tried live.
        var base: Shot
    }

    public let source: Source
    public let baselineFolder: String?
    /// What the page shows and who listens for changes.
    private struct State {
        var items: [Item] = []
        var galleryError: String?
        var buildProblem: String?
        var trySets: [String] = []
        var generation = 0
        var listeners: [UUID: @Sendable (Int) -> Void] = [:]
    }
    private let state = Mutex(State())
    private let refreshing = Mutex(())  // one refresh at a time

    public init(source: Source, baselineFolder: String? = nil) {
        self.source = source
        self.baselineFolder = baselineFolder
    }

    // MARK: - Reading the state

    /// The items and the page's problem (the gallery's error, the app build's), consistently.
    public func snapshot() -> (items: [Item], galleryError: String?, sets: [String], generation: Int) {
        state.withLock { s in
            let problems = [s.galleryError, s.buildProblem].compactMap { $0 }
            return (s.items, problems.isEmpty ? nil : problems.joined(separator: "\n"), s.trySets, s.generation)
        }
    }

    /// The one-line error of the app's customization build (`--app DIR`) after its sources changed, shown above the
    /// shots while the last good build keeps drawing them; nil when it compiles again.
    public func setBuildProblem(_ message: String?) {
        let (notify, current) = state.withLock { s -> ([@Sendable (Int) -> Void], Int) in
            guard s.buildProblem != message else { return ([], s.generation) }
            s.buildProblem = message
            s.generation += 1
            return (Array(s.listeners.values), s.generation)
        }
        for listener in notify { listener(current) }
    }

    public func item(_ id: Int) -> Item? {
        state.withLock { $0.items.first { $0.id == id } }
    }

    /// Calls `body` with the new generation after every change, until the returned token is passed to `stopListening`.
    public func listen(_ body: @escaping @Sendable (Int) -> Void) -> UUID {
        let token = UUID()
        state.withLock { $0.listeners[token] = body }
        return token
    }

    public func stopListening(_ token: UUID) { state.withLock { $0.listeners[token] = nil } }

    /// How many pages listen now (the tests wait for the browser to connect).
    public var listenerCount: Int { state.withLock { $0.listeners.count } }

    // MARK: - Trying values

    /// `--set` values tried live on every shot (`Shot.look.sets`); nothing is written to any file.
    public func setTrials(_ sets: [String]) {
        state.withLock { $0.trySets = sets }
        refresh(force: true)
    }

    // MARK: - Rendering

    /// Re-reads the gallery (when there is one) and re-renders every shot that is new, whose value changed, or one
    /// of whose files changed (`force`: every shot). Renders run on threads of this process.
    public func refresh(force: Bool = false) {
        refreshing.withLock { _ in refreshLocked(force: force) }
    }

    private func refreshLocked(force: Bool) {
        let sets = state.withLock { $0.trySets }
        var wanted: [(name: String, shot: Shot)]
        var gallery: String? = nil
        switch source {
        case .shots(let shots):
            wanted = shots
        case .gallery(let path):
            do {
                wanted = try Gallery.load(path: path).jobs().map { ($0.name, $0.shot) }
            } catch {
                gallery = PreviewSession.message(error)
                wanted = snapshot().items.map { ($0.name, $0.base) }  // keep what is on the page
            }
        }
        let jobs: [(name: String, shot: Shot, base: Shot)] = wanted.map { name, base in
            var shot = base
            shot.format = .png
            shot.look.sets += sets
            return (name, shot, base)
        }
        let old = snapshot().items
        var next: [Item] = []
        var toRender: [Int] = []
        for (index, job) in jobs.enumerated() {
            var item =
                old.first { $0.name == job.name }
                ?? Item(id: index, name: job.name, shot: job.shot, version: 0, base: job.base)
            item.base = job.base
            item.id = index
            let files = PreviewSession.files(of: job.shot, previous: item.inputs)
            let stamps = Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
            if force || item.version == 0 || item.shot != job.shot || stamps != item.inputs { toRender.append(index) }
            item.shot = job.shot
            item.inputs = stamps
            if let folder = baselineFolder {
                let path = (folder as NSString).appendingPathComponent(job.name + ".png")
                item.baselinePath = FileManager.default.fileExists(atPath: path) ? path : nil
            }
            next.append(item)
        }
        // Manifests that add font families change the process's fonts: load them here, before renders start on threads.
        for index in toRender {
            for look in next[index].shot.panels { _ = try? ManifestLoader.load(paths: look.manifests, sets: look.sets) }
        }
        let results = PreviewSession.renderAll(toRender.map { next[$0].shot })
        for (index, result) in zip(toRender, results) {
            switch result {
            case .success(let png):
                next[index].png = png
                next[index].error = nil
            case .failure(let error): next[index].error = PreviewSession.message(error)
            }
            next[index].version += 1
        }
        let (notify, current) = state.withLock { s in
            let changed = !toRender.isEmpty || s.galleryError != gallery || s.items.count != next.count
            s.items = next
            s.galleryError = gallery
            if changed { s.generation += 1 }
            return (changed ? Array(s.listeners.values) : [], s.generation)
        }
        for listener in notify { listener(current) }
    }

    /// Polls the watched files every `interval` seconds on a thread of its own and refreshes when one changes.
    public func watch(interval: Double = 0.2) {
        let thread = Thread { [weak self] in
            var last: [String: FileStamp] = [:]
            while let self {
                let now = self.watchedStamps()
                if now != last, !last.isEmpty { self.refresh() }
                last = self.watchedStamps()
                Thread.sleep(forTimeInterval: interval)
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Every file the page depends on: the gallery and each shot's inputs.
    func watchedStamps() -> [String: FileStamp] {
        var files = Set(snapshot().items.flatMap { $0.inputs.keys })
        if case .gallery(let path) = source { files.insert(path) }
        for f in snapshot().items.compactMap(\.baselinePath) { files.insert(f) }
        return Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
    }

    /// The files a shot reads: its transcript, the manifests of its panels, and the images the transcript names
    /// (those of the last readable version when the transcript is broken now).
    static func files(of shot: Shot, previous: [String: FileStamp]) -> [String] {
        var files = shot.inputFiles
        if let transcript = try? TranscriptLoader.load(
            path: shot.transcript, currentUserId: nil, loadImages: true,
            placeholdersForMissingImages: true)
        {
            files += transcript.images.keys.sorted()
        } else {
            files += previous.keys.filter { !files.contains($0) }.sorted()
        }
        return Array(Set(files)).sorted()
    }

    /// Renders shots as PNG on up to as many threads as there are cores (8 MB stacks, as `batch`).
    static func renderAll(_ shots: [Shot]) -> [Result<Data, any Error>] {
        guard !shots.isEmpty else { return [] }
        let results = ResultBox(count: shots.count)
        let group = DispatchGroup()
        let threads = min(shots.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        for t in 0..<threads {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                for i in stride(from: t, to: shots.count, by: threads) {
                    results.set(i, Result { try ShotRenderer().renderPNG(shots[i]) })
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return results.values.map { $0! }
    }

    /// The line the command line prints for an error.
    public static func message(_ error: any Error) -> String {
        let text = ChatShotError(error)?.description ?? String(describing: error)
        return "chatshot: " + OneLine.escaped(text, limit: 1000)
    }
}

/// What a file looked like: modification time, inode and size (nil fields: missing).
struct FileStamp: Hashable, Sendable {
    var modified: Int64?, inode: UInt64?, size: Int64?
    init(path: String) {
        var st = stat()
        if stat(path, &st) == 0 {
            modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
            inode = UInt64(st.st_ino)
            size = Int64(st.st_size)
        }
    }
}

private final class ResultBox: Sendable {
    private let results: Mutex<[Result<Data, any Error>?]>
    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }
    var values: [Result<Data, any Error>?] { results.withLock { $0 } }
    func set(_ i: Int, _ r: Result<Data, any Error>) { results.withLock { $0[i] = r } }
}
