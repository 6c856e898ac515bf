import Foundation

/// The system's copy-and-paste board (UIKit's `UIPasteboard`). A still render has no other app to paste into: the
/// general pasteboard keeps what the app's code copies, for the rest of the process, and starts empty.
open class UIPasteboard: @unchecked Sendable {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var storedStrings: [String] = []
    private var storedURLs: [URL] = []
    private var storedImages: [UIImage] = []

    /// A new, empty pasteboard.
    public init() {}

    /// The first string copied (setting it replaces everything).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings copied, or nil when there are none (setting them replaces everything).
    open var strings: [String]? {
        get { lock.withLock { storedStrings.isEmpty ? nil : storedStrings } }
        set { replace(strings: newValue ?? []) }
    }
    /// The first URL copied (setting it replaces everything).
    open var url: URL? {
        get { lock.withLock { storedURLs.first } }
        set { replace(urls: newValue.map { [$0] } ?? []) }
    }
    /// The first image copied (setting it replaces everything).
    open var image: UIImage? {
        get { lock.withLock { storedImages.first } }
        set { replace(images: newValue.map { [$0] } ?? []) }
    }
    /// Whether a string is on the pasteboard.
    open var hasStrings: Bool { lock.withLock { !storedStrings.isEmpty } }
    /// Whether a URL is on the pasteboard.
    open var hasURLs: Bool { lock.withLock { !storedURLs.isEmpty } }
    /// Whether an image is on the pasteboard.
    open var hasImages: Bool { lock.withLock { !storedImages.isEmpty } }

    private func replace(strings: [String] = [], urls: [URL] = [], images: [UIImage] = []) {
        lock.withLock {
            storedStrings = strings
            storedURLs = urls
            storedImages = images
        }
    }
}
