import ChatCanvas
import Foundation
import Synchronization

/// Decoded image files, kept for the process: a batch worker renders many shots of the same transcripts and
/// decodes each avatar and attachment once. A file changed on disk (other size or modification date) is read again.
enum ImageFileCache {
    private struct Key: Hashable { let path: String; let size: Int; let modified: Date }
    private static let images = Mutex<[Key: Image]>([:])

    static func image(atPath path: String) throws -> Image {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let key = Key(path: path, size: (attributes?[.size] as? Int) ?? -1,
                      modified: (attributes?[.modificationDate] as? Date) ?? .distantPast)
        if let cached = images.withLock({ $0[key] }) { return cached }
        let image = try Image.load(path: path)
        images.withLock { $0[key] = image }
        return image
    }
}
