import Foundation

/// Timed media at a URL (AVFoundation's `AVAsset`). Nothing is loaded: there is no network in a still picture, so
/// the asset keeps its URL and reports an unknown duration and no tracks being playable.
open class AVAsset: @unchecked Sendable {
    /// Where the media is.
    public let assetURL: URL?

    /// An asset with no media.
    public init() { assetURL = nil }

    /// An asset for the media at `url` (Apple's convenience initializer, which makes an `AVURLAsset`).
    public init(url: URL) { assetURL = url }

    /// The media's length: unknown (`.invalid`), nothing being loaded.
    open var duration: CMTime { .invalid }
    /// Whether a player can play it: `false` offline.
    open var isPlayable: Bool { false }
}
