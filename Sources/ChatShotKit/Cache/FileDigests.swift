import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// SHA-256 digests of files, computed once per process for each version of a file (size, modification time and
/// inode): a gallery's shots share transcripts, manifests, images and fonts, and each is hashed once.
public enum FileDigests {
    private struct Stamp: Hashable {
        let size: Int64
        let modified: Int64
        let inode: UInt64
    }
    private static let known = Mutex<[String: (Stamp, String)]>([:])

    /// The file's digest, or nil when it is missing or not a regular readable file.
    public static func sha256(ofFile path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let stamp = Stamp(
            size: Int64(st.st_size), modified: Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec),
            inode: UInt64(st.st_ino))
        if let (s, digest) = known.withLock({ $0[path] }), s == stamp { return digest }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        let digest = SHA256Digest.hex(data)
        known.withLock { $0[path] = (stamp, digest) }
        return digest
    }
}
