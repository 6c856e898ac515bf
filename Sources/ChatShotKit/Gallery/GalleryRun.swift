import ChatCanvas
import ChatManifest
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The common part of `batch` and `check`: load, expand, shard, render.
public enum GalleryRun {
    /// Loads the gallery, keeps the jobs `only` names (all without patterns), selects the shard's part of them (all
    /// without one) and validates their transcripts and manifests, so that bad input fails before anything renders or
    /// any folder is created. `all` is every job the run is about: the gallery's, or those `only` names. The gallery's
    /// warnings go to `warn`.
    public static func jobs(
        galleryPath: String, shard: Shard?, only: [String] = [],
        warn: (String) -> Void = printWarning
    ) throws -> (all: [GalleryJob], selected: [GalleryJob]) {
        let gallery = try Gallery.load(path: galleryPath)
        for w in gallery.warnings { warn(w) }
        let all = try select(gallery.jobs(), only: only)
        let selected = shard.map { $0.select(all) } ?? all
        try gallery.validateInputs(jobs: selected)
        return (all, selected)
    }

    /// `--only`: the jobs whose shot name or image name (without `.png`) matches one of the glob patterns (`*`, `?`,
    /// `[…]`). A pattern that matches nothing is bad input, so a typo never passes as an empty run.
    public static func select(_ jobs: [GalleryJob], only patterns: [String]) throws -> [GalleryJob] {
        guard !patterns.isEmpty else { return jobs }
        func matches(_ pattern: String, _ job: GalleryJob) -> Bool {
            [job.shotName, job.name, job.fileName].contains(where: { (name: String) in fnmatch(pattern, name, 0) == 0 })
        }
        for p in patterns where !jobs.contains(where: { matches(p, $0) }) {
            let shots = jobs.map(\.shotName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            throw ChatShotError.option(
                "--only \(quoted(p))",
                problem: "no shot or image of the gallery matches"
                    + Suggestions.hint(for: p, in: shots))
        }
        return jobs.filter { job in patterns.contains { matches($0, job) } }
    }

    /// `chatshot: warning: …` on standard error.
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("chatshot: warning: \(message)\n".utf8))
    }

    /// Creates the folder (with parents) and makes sure files can be written into it.
    public static func prepareFolder(_ path: String, what: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw ChatShotError.output(path, problem: "is a file, expected the \(what) folder")
            }
        } else {
            do { try fm.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                // Name the real obstacle: the nearest existing parent and why it refuses.
                var parent = (path as NSString).deletingLastPathComponent
                while !parent.isEmpty && parent != "/" && !fm.fileExists(atPath: parent) {
                    parent = (parent as NSString).deletingLastPathComponent
                }
                if parent.isEmpty { parent = "." }
                var parentIsDir: ObjCBool = false
                let why: String
                if fm.fileExists(atPath: parent, isDirectory: &parentIsDir) && !parentIsDir.boolValue {
                    why = "\(parent) is a file"
                } else if access(parent, W_OK) != 0 {
                    why = "\(parent) is not writable"
                } else {
                    why = AtomicFile.reason(error)
                }
                throw ChatShotError.output(path, problem: "cannot create the \(what) folder (\(why))")
            }
        }
        guard access(path, W_OK) == 0 else {
            throw ChatShotError.output(path, problem: "the \(what) folder is not writable")
        }
    }

    /// The number of parallel jobs: `requested`, or all cores; more than the cores is capped at the cores (with a
    /// note through `note`), since extra workers only add memory and contention.
    public static func parallelism(
        _ requested: Int?, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
        note: (String) -> Void = { FileHandle.standardError.write(Data("chatshot: note: \($0)\n".utf8)) }
    ) throws -> Int {
        guard let r = requested else { return cores }
        guard r >= 1 else { throw ChatShotError.option("--jobs \(r)", problem: "expected 1 or more") }
        if r > cores {
            note("--jobs \(r): capped at \(cores), the number of cores")
            return cores
        }
        return r
    }
}
