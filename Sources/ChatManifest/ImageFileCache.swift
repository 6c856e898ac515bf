import ChatCanvas
import Foundation

/// Decoded image files, kept for the process: a batch worker renders many shots of the same transcripts and
/// decodes each avatar and attachment once. A file changed on disk (other size or modification date) is read again.
enum ImageFileCache {
    private struct Key: Hashable { let path: String; let size: Int; let modified: Date }
    nonisolated(unsafe) private static var images: [Key: Image] = [:]
    private static let lock = NSLock()

    static func image(atPath path: String) throws -> Image {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let key = Key(path: path, size: (attributes?[.size] as? Int) ?? -1,
                      modified: (attributes?[.modificationDate] as? Date) ?? .distantPast)
        lock.lock()
        let cached = images[key]
        lock.unlock()
        if let cached { return cached }
        let image = try Image.load(path: path)
        lock.lock()
        images[key] = image
        lock.unlock()
        return image
    }
}
