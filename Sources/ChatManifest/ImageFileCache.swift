import ChatCanvas
import Foundation
import Synchronization

/// Decoded image files, shared by the renders of a process: a batch worker renders many shots of the same
/// transcripts and decodes each avatar and attachment once. Bounded: one version per path (a file changed on disk —
/// other size or modification date — replaces its entry, so a live preview does not keep every saved version), and
/// at most `byteLimit` of decoded pixels, the least recently used entries going first.
enum ImageFileCache {
    /// Half of the process's pixel budget (`ImageMemory`), so cached images never starve a render's canvases.
    static let byteLimit = 512 << 20

    private struct Entry {
        let size: Int
        let modified: Date
        let image: Image
        let bytes: Int
        var lastUse: UInt64
    }
    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }
    private static let state = Mutex(State())

    static func image(atPath path: String) throws -> Image {
        FileReads.note(path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? Int) ?? -1
        let modified = (attributes?[.modificationDate] as? Date) ?? .distantPast
        let cached: Image? = state.withLock { s in
            guard var entry = s.entries[path], entry.size == size, entry.modified == modified else { return nil }
            s.clock += 1
            entry.lastUse = s.clock
            s.entries[path] = entry
            return entry.image
        }
        if let cached { return cached }
        let image = try Image.load(path: path)
        let bytes = image.isVector ? 0 : Int(image.size.width * image.size.height) * 4
        state.withLock { s in
            if let old = s.entries.removeValue(forKey: path) { s.bytes -= old.bytes }
            s.clock += 1
            s.entries[path] = Entry(size: size, modified: modified, image: image, bytes: bytes, lastUse: s.clock)
            s.bytes += bytes
            while s.bytes > byteLimit, s.entries.count > 1,
                let oldest = s.entries.filter({ $0.key != path }).min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                s.entries.removeValue(forKey: oldest.key)
                s.bytes -= oldest.value.bytes
            }
        }
        return image
    }

    /// The cached entries and their decoded bytes (for tests).
    static var usage: (entries: Int, bytes: Int) { state.withLock { ($0.entries.count, $0.bytes) } }
}
