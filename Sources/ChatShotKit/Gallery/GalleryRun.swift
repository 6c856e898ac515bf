import ChatCanvas
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The common part of `batch` and `check`: load, expand, shard, render.
public enum GalleryRun {
    /// Loads the gallery, selects the jobs of the shard (all jobs without one) and validates their transcripts and
    /// manifests, so that bad input fails before anything renders or any folder is created.
    public static func jobs(galleryPath: String, shard: Shard?) throws -> (all: [GalleryJob], selected: [GalleryJob]) {
        let gallery = try Gallery.load(path: galleryPath)
        let all = gallery.jobs()
        let selected = shard.map { $0.select(all) } ?? all
        try gallery.validateInputs(jobs: selected)
        return (all, selected)
    }

    /// Creates the folder (with parents) and makes sure files can be written into it.
    public static func prepareFolder(_ path: String, what: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw ChatShotError.badInput("\(path): is a file, expected the \(what) folder") }
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
                throw ChatShotError.badInput("\(path): cannot create the \(what) folder (\(why))")
            }
        }
        guard access(path, W_OK) == 0 else {
            throw ChatShotError.badInput("\(path): the \(what) folder is not writable")
        }
    }

    /// The number of parallel jobs: `requested`, or all cores; more than the cores is capped at the cores (with a
    /// note through `note`), since extra workers only add memory and contention.
    public static func parallelism(_ requested: Int?, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
                                   note: (String) -> Void = { FileHandle.standardError.write(Data("chatshot: note: \($0)\n".utf8)) }) throws -> Int {
        guard let r = requested else { return cores }
        guard r >= 1 else { throw ChatShotError.badInput("--jobs \(r): expected 1 or more") }
        if r > cores {
            note("--jobs \(r): capped at \(cores), the number of cores")
            return cores
        }
        return r
    }
}
