import Foundation

/// An asset at a URL (AVFoundation's `AVURLAsset`); the options are kept, nothing is loaded.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The options the asset was made with.
    public let options: [String: Any]?

    /// An asset for the media at `url`.
    public init(url: URL, options: [String: Any]? = nil) {
        self.options = options
        super.init(url: url)
    }

    /// The URL the asset was made with.
    open var url: URL { assetURL ?? URL(fileURLWithPath: "/") }
}
