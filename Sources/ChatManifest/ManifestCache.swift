import Foundation
import Synchronization

/// Validated manifests, kept by what made them: the same paths and `--set` values give the cached `Manifest` as long
/// as every file its loading read (the manifests, their `extends:` bases, the images they name) is unchanged on disk
/// (size, modification time, inode). So a comparison or a sheet of variants reads a manifest once, a gallery reads
/// each manifest once however many shots name it, and a live preview re-reads one the moment a file it read is saved.
/// Errors are not cached. At most `capacity` entries, the least recently used going first.
enum ManifestCache {
    static let capacity = 64

    /// The paths as given (messages name them so) and the folder they are relative to.
    struct Key: Hashable {
        let paths: [String]
        let sets: [String]
        let folder: String
    }

    private struct Entry {
        let manifest: Manifest
        let reads: [String: FileStamp]
        var lastUse: UInt64
    }
    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }
    private static let state = Mutex(State())

    static func manifest(for key: Key, load: () throws -> Manifest) throws -> Manifest {
        let cached: Manifest? = state.withLock { s in
            guard var entry = s.entries[key], entry.reads.allSatisfy({ FileStamp(path: $0.key) == $0.value }) else {
                return nil
            }
            s.clock += 1
            entry.lastUse = s.clock
            s.entries[key] = entry
            return entry.manifest
        }
        if let cached {
            // A recording around this call learns what the cached manifest was made of, as if it were loaded again.
            for path in state.withLock({ $0.entries[key]?.reads.keys.sorted() ?? [] }) {
                FileReads.noteDependency(path)
            }
            return cached
        }
        let (manifest, paths) = try FileReads.recording(load)
        let reads = Dictionary(paths.map { ($0, FileStamp(path: $0)) }, uniquingKeysWith: { first, _ in first })
        state.withLock { s in
            s.clock += 1
            s.entries[key] = Entry(manifest: manifest, reads: reads, lastUse: s.clock)
            if s.entries.count > capacity, let oldest = s.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                s.entries.removeValue(forKey: oldest.key)
            }
        }
        return manifest
    }
}

/// A file as it is on disk now: size, modification time and inode (nil fields: missing).
struct FileStamp: Equatable {
    let size: Int64?
    let modified: Int64?
    let inode: UInt64?

    init(path: String) {
        var st = stat()
        if stat(path, &st) == 0 {
            size = Int64(st.st_size)
            modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
            inode = UInt64(st.st_ino)
        } else {
            size = nil
            modified = nil
            inode = nil
        }
    }
}

/// The files read on the calling thread while `recording` runs (the manifest cache's dependencies), and the files a
/// piece of work depends on while `recordingDependencies` runs (those read, and those a cached result was made of).
enum FileReads {
    private final class Recorder {
        var paths: [String] = []
        var dependencies: [String] = []
    }
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func record<T>(_ body: () throws -> T) rethrows -> (T, Recorder) {
        let outer = pthread_getspecific(key)
        let recorder = Recorder()
        let pointer = Unmanaged.passRetained(recorder).toOpaque()
        pthread_setspecific(key, pointer)
        defer {
            pthread_setspecific(key, outer)
            Unmanaged<Recorder>.fromOpaque(pointer).release()
            if let outer {
                let o = Unmanaged<Recorder>.fromOpaque(outer).takeUnretainedValue()
                o.paths += recorder.paths
                o.dependencies += recorder.dependencies
            }
        }
        return (try body(), recorder)
    }

    /// The files read while `body` runs.
    static func recording<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let (result, recorder) = try record(body)
        return (result, recorder.paths)
    }

    /// The files `body`'s result depends on: those read, and those cached results it used were made of.
    static func recordingDependencies<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let (result, recorder) = try record(body)
        return (result, recorder.dependencies)
    }

    private static var current: Recorder? {
        pthread_getspecific(key).map { Unmanaged<Recorder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Notes that `path` was read (a no-op outside a recording).
    static func note(_ path: String) {
        guard let recorder = current else { return }
        recorder.paths.append(path)
        recorder.dependencies.append(path)
    }

    /// Notes that a cached result made from `path` was used (a dependency, not a read).
    static func noteDependency(_ path: String) {
        current?.dependencies.append(path)
    }
}
