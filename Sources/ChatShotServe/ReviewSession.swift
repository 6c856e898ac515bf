import ChatCanvas
import ChatShotKit
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Why the review refused a request; one line, with the HTTP status the server answers.
public struct ReviewRefusal: Error, CustomStringConvertible, Sendable, Equatable {
    public var status: Int
    public var description: String
    public init(_ status: Int, _ description: String) {
        self.status = status
        self.description = description
    }
}

/// The review of one `check` (`chatshot-serve --gallery G --baseline B --review`): the changed, new and stale images
/// with their expected, actual and diff pictures, and the only writes the review makes — accepting an image copies its
/// render over its baseline (a temporary file in the baseline folder renamed into place), accepting a stale one removes
/// that baseline. A request names images only by the names of this check's results: never a path. Before writing, the
/// baseline's path is looked at with `lstat` and refused unless it is absent or a regular file (a symbolic link is
/// never followed or replaced). Rejecting only marks the image on the page. Thread-safe.
public final class ReviewSession: Sendable {
    /// What the person decided about an image in this session.
    public enum Decision: String, Codable, Sendable {
        case accepted, rejected
    }

    /// One image the review shows.
    public struct Entry: Codable, Sendable, Equatable {
        public var name: String
        public var status: ShotResult.Status
        public var message: String?
        public var hasExpected: Bool
        public var hasActual: Bool
        public var hasDiff: Bool
        public var changedRegion: PixelRegion?
        public var decision: Decision?
    }

    public let galleryPath: String
    public let baselineFolder: String
    /// The secret every write carries (`X-Chatshot-Token`): 32 random bytes, hex; the page has it in a meta tag.
    public let token: String
    /// The renders and the report's pictures: a temporary folder of this session.
    let workFolder: String
    let check: BaselineCheck

    private struct State {
        var results: [String: ShotResult] = [:]
        var order: [String] = []
        var decisions: [String: Decision] = [:]
        var error: String?
    }
    private let state = Mutex(State())
    private let writing = Mutex(())  // one accept at a time

    /// Prepares a review of `galleryPath` against `baselineFolder`; `runner` renders (threads in `chatshot-serve`),
    /// `comparator` and `perceptualPrecision` replace every shot's own when given.
    public init(
        galleryPath: String, baselineFolder: String, runner: BatchRunner, comparator: PixelComparator? = nil,
        perceptualPrecision: Double? = nil
    ) throws {
        self.galleryPath = galleryPath
        self.baselineFolder = baselineFolder
        var bytes = [UInt8](repeating: 0, count: 32)
        var generator = SystemRandomNumberGenerator()
        for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255, using: &generator) }
        token = bytes.map { String(format: "%02x", $0) }.joined()
        workFolder = NSTemporaryDirectory() + "chatshot-review-\(getpid())-\(UUID().uuidString.prefix(8))"
        try GalleryRun.prepareFolder(workFolder, what: "temporary")
        var check = BaselineCheck(
            galleryPath: galleryPath, baseline: baselineFolder, update: .none, report: workFolder + "/report",
            out: workFolder + "/render", runner: runner)
        check.comparator = comparator
        check.perceptualPrecision = perceptualPrecision
        self.check = check
    }

    deinit { removeWorkFolder() }

    /// Removes the session's renders and pictures (its temporary folder); the process calls it when stopped by a
    /// signal, where no deinitializer runs.
    public func removeWorkFolder() { try? FileManager.default.removeItem(atPath: workFolder) }

    /// Runs the check (renders every image, compares, copies the pictures); nothing is written into the baseline
    /// folder. Throws bad input (the gallery) as `check` does.
    public func run() throws {
        let results = try check.run()
        state.withLock { s in
            s.results = [:]
            s.order = []
            s.decisions = [:]
            for r in results.shots where r.status != .passed {
                s.results[r.name] = r
                s.order.append(r.name)
            }
        }
    }

    /// The images to review, in the check's order: changed, missing (new), stale and those that failed to render.
    public func entries() -> [Entry] {
        state.withLock { s in
            s.order.compactMap { s.results[$0] }.map { r in
                Entry(
                    name: r.name, status: r.status, message: r.message, hasExpected: r.expectedImage != nil,
                    hasActual: r.actualImage != nil, hasDiff: r.diffImage != nil, changedRegion: r.changedRegion,
                    decision: s.decisions[r.name])
            }
        }
    }

    /// A picture of an image under review: `expected`, `actual` or `diff` (the report's copies, which this session
    /// made). nil for another name or kind.
    public func picture(_ name: String, _ kind: String) -> Data? {
        guard let r = state.withLock({ $0.results[name] }) else { return nil }
        let relative: String?
        switch kind {
        case "expected": relative = r.expectedImage
        case "actual": relative = r.actualImage
        case "diff": relative = r.diffImage
        default: relative = nil
        }
        guard let relative else { return nil }
        return FileManager.default.contents(atPath: workFolder + "/report/" + relative)
    }

    /// Accepts images by name: a changed or new image's render becomes its baseline; a stale baseline is removed.
    /// Every name must be one of this check's changed, missing or stale images, else nothing is written at all.
    /// Returns the names accepted; a name whose baseline cannot be written safely is refused (the others are written).
    public func accept(_ names: [String]) throws -> (accepted: [String], refused: [String: String]) {
        try writing.withLock { _ in
            let results = try resolve(names, statuses: [.changed, .missing, .stale])
            var accepted: [String] = []
            var refused: [String: String] = [:]
            for r in results {
                do {
                    try write(r)
                    accepted.append(r.name)
                    state.withLock { $0.decisions[r.name] = .accepted }
                } catch {
                    refused[r.name] = "\(error)"
                }
            }
            return (accepted, refused)
        }
    }

    /// Marks images as rejected (their baselines stay as they are). The same names as `accept` are allowed.
    public func reject(_ names: [String]) throws {
        let results = try resolve(names, statuses: [.changed, .missing, .stale])
        state.withLock { s in
            for r in results where s.decisions[r.name] != .accepted { s.decisions[r.name] = .rejected }
        }
    }

    /// The results the names stand for, or a refusal naming the first name that is not one of them.
    func resolve(_ names: [String], statuses: Set<ShotResult.Status>) throws -> [ShotResult] {
        let known = state.withLock { $0.results }
        return try names.map { name in
            guard Self.isPlainName(name), let r = known[name], statuses.contains(r.status) else {
                throw ReviewRefusal(400, "not an image of this review: \(OneLine.escaped(name, limit: 200))")
            }
            return r
        }
    }

    /// A file name without folders: no `/`, no NUL, not `.` or `..`, not hidden, at most 255 bytes.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 250 && !name.hasPrefix(".") && !name.contains("/")
            && !name.contains("\0") && !name.contains("\\")
    }

    /// The one write of an accept.
    private func write(_ r: ShotResult) throws {
        // A plain name (`resolve`): the file is directly inside the baseline folder.
        let path = (baselineFolder as NSString).appendingPathComponent(r.fileName)
        var info = stat()
        let exists = lstat(path, &info) == 0
        if exists && (info.st_mode & S_IFMT) != S_IFREG {
            let what = (info.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "not a regular file"
            throw ReviewRefusal(409, "\(path) is \(what); refusing to replace or remove it")
        }
        if r.status == .stale {
            guard exists else { return }  // already gone
            guard unlink(path) == 0 else {
                throw ReviewRefusal(500, "\(path): cannot remove (\(String(cString: strerror(errno))))")
            }
            return
        }
        let rendered = workFolder + "/render/" + r.fileName
        guard let data = FileManager.default.contents(atPath: rendered) else {
            throw ReviewRefusal(500, "the render of \(r.fileName) is gone")
        }
        if !FileManager.default.fileExists(atPath: baselineFolder) {
            try GalleryRun.prepareFolder(baselineFolder, what: "baseline")
        }
        // A temporary file in the baseline folder renamed over the baseline; a link or other file put there
        // meanwhile is refused (AtomicFile checks with lstat again right before the rename).
        try AtomicFile.write(data, to: path)
    }
}
