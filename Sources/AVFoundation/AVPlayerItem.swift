import Foundation

/// An asset's presentation state for a player (AVFoundation's `AVPlayerItem`). Offline it never becomes ready:
/// its `status` stays `.unknown` and its time stays at zero.
open class AVPlayerItem: @unchecked Sendable {
    /// An item's readiness to play.
    public enum Status: Int, Sendable {
        case unknown, readyToPlay, failed
    }

    /// The asset presented.
    public let asset: AVAsset
    /// Whether the item can be played: `.unknown` (nothing is loaded).
    open private(set) var status: Status = .unknown
    /// Why the item failed (never set).
    open private(set) var error: Error?
    /// The asset's duration (`.invalid`: unknown).
    open var duration: CMTime { asset.duration }
    private var time = CMTime.zero

    /// An item presenting `asset`.
    public init(asset: AVAsset) { self.asset = asset }
    /// An item presenting the media at `url`.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

    /// The item's current time (where the last seek put it).
    open func currentTime() -> CMTime { time }
    /// Moves the current time to `time`.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        self.time = time
        completionHandler?(true)
    }
}
