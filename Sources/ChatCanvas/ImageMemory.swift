import Foundation

/// A process-wide budget for decoded image pixels. Decoded images are kept for the whole run (a batch worker
/// caches every avatar and attachment), so many large pictures could otherwise exhaust memory. Each decoded
/// raster image reserves its bytes (4 per pixel) before decoding and gives them back when it is freed.
public enum ImageMemory {
    /// 1 GiB of decoded pixels: about twenty 12-megapixel photos, or a thousand 512×512 avatars.
    public static let defaultBudget = 1 << 30

    private static let lock = NSLock()
    nonisolated(unsafe) private static var used = 0
    nonisolated(unsafe) private static var currentBudget = defaultBudget

    /// The budget in bytes (tests lower it).
    static var budget: Int {
        get { lock.lock(); defer { lock.unlock() }; return currentBudget }
        set { lock.lock(); currentBudget = newValue; lock.unlock() }
    }

    /// Bytes of decoded pixels held by images in this process.
    public static var bytesInUse: Int { lock.lock(); defer { lock.unlock() }; return used }

    /// Reserves `bytes` for the image at `path`, or throws before the budget would be exceeded.
    static func reserve(_ bytes: Int, path: String, what: String) throws {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= currentBudget - used else {
            throw ImageError(path: path, reason: "\(what) needs \(mebibytes(bytes)) decoded, which would take this process's "
                             + "decoded images past their \(mebibytes(currentBudget)) budget (\(mebibytes(used)) in use)")
        }
        used += bytes
    }

    static func release(_ bytes: Int) {
        lock.lock()
        used -= bytes
        lock.unlock()
    }

    static func mebibytes(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\((bytes + (1 << 20) - 1) >> 20) MiB"
    }
}
