import ChatCanvas
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A render cache in a folder, laid out as the HTTP one: `DIR/ac/<sha256>` and `DIR/cas/<sha256>`. Entries are
/// written atomically (a temporary file renamed into place), so runs sharing the folder never read half an entry;
/// an entry that is not a regular file (a symlink, a folder) is not read.
public struct DirectoryCache: RenderCache {
    public let path: String
    /// The largest entry read: 256 MiB (an image is far smaller).
    static let maxEntryBytes = 256 << 20

    public var location: String { path }

    /// Creates the folder (and its `ac` and `cas` folders) when missing; a file in its place is bad input.
    public init(path: String) throws {
        self.path = path
        for area in ["", "ac", "cas"] {
            try GalleryRun.prepareFolder((path as NSString).appendingPathComponent(area), what: "cache")
        }
    }

    func file(_ area: CacheArea, _ key: String) throws -> String {
        guard key.isSHA256Hex else { throw RenderCacheError("not a SHA-256 key: \(key)") }
        return ((path as NSString).appendingPathComponent(area.rawValue) as NSString).appendingPathComponent(key)
    }

    public func get(_ area: CacheArea, _ key: String) throws -> Data? {
        let file = try file(area, key)
        var st = stat()
        guard lstat(file, &st) == 0 else { return nil }
        guard (st.st_mode & S_IFMT) == S_IFREG, Int(st.st_size) <= Self.maxEntryBytes else { return nil }
        return try? Data(contentsOf: URL(fileURLWithPath: file))
    }

    public func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        do {
            try AtomicFile.writeOutput(data, to: try file(area, key))
        } catch let e as RenderCacheError {
            throw e
        } catch {
            throw RenderCacheError("cannot write a cache entry (\(error))")
        }
    }
}
