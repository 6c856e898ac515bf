import Foundation
import Synchronization

/// A process-wide memory budget for pixels: decoded images and canvases (Cairo image surfaces: pages, panels,
/// composed sheets). Decoded images are kept for the whole run (a batch worker caches every avatar and attachment)
/// and a comparison holds its panels and its sheet at once, so large pictures could otherwise exhaust memory. Each
/// decoded raster image and each canvas reserves its bytes (4 per pixel) before it is allocated and gives them back
/// when it is freed; one that would go past the budget is refused with a one-line error (bad input).
public enum ImageMemory {
    /// 1 GiB of pixels: about twenty 12-megapixel photos, a thousand 512×512 avatars, or seven full-height pages
    /// (32767 pixels) of a 3x screen.
    public static let defaultBudget = 1 << 30

    private struct Account {
        var used = 0
        var budget = ImageMemory.defaultBudget
    }
    private static let account = Mutex(Account())

    /// The budget in bytes (tests lower it).
    static var budget: Int {
        get { account.withLock { $0.budget } }
        set { account.withLock { $0.budget = newValue } }
    }

    /// Bytes of pixels held by decoded images and canvases in this process.
    public static var bytesInUse: Int { account.withLock { $0.used } }

    /// Reserves `bytes` for the image at `path`, or throws before the budget would be exceeded.
    static func reserve(_ bytes: Int, path: String, what: String) throws {
        if let problem = reserve(bytes, what: "\(what) needs \(mebibytes(bytes)) decoded") {
            throw ImageError(path: path, reason: problem)
        }
    }

    /// Reserves `bytes`, or returns why not (`what` starts the sentence) and reserves nothing.
    static func reserve(_ bytes: Int, what: String) -> String? {
        account.withLock { account in
            guard bytes <= account.budget - account.used else {
                return "\(what), which would take this process's decoded images and canvases past their "
                    + "\(mebibytes(account.budget)) budget (\(mebibytes(account.used)) in use)"
            }
            account.used += bytes
            return nil
        }
    }

    static func release(_ bytes: Int) {
        account.withLock { $0.used -= bytes }
    }

    static func mebibytes(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\((bytes + (1 << 20) - 1) >> 20) MiB"
    }
}
