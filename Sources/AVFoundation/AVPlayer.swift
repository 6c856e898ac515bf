import Foundation

/// Plays one item (AVFoundation's `AVPlayer`). A still picture shows no motion, so the player only keeps its state:
/// `play()` sets the rate to 1 and `timeControlStatus` to `.waitingToPlayAtSpecifiedRate` (no media arrives),
/// `pause()` back to 0 and `.paused`; seeking moves the item's time.
open class AVPlayer: @unchecked Sendable {
    /// Whether the player is playing, paused or waiting for media.
    public enum TimeControlStatus: Int, Sendable {
        case paused, waitingToPlayAtSpecifiedRate, playing
    }
    /// What the player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance, pause, none
    }
    /// A player's readiness to play.
    public enum Status: Int, Sendable {
        case unknown, readyToPlay, failed
    }

    /// The item played (nil: none).
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 paused, 1 playing.
    open var rate: Float = 0 {
        didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    }
    /// Whether playback is paused, or waiting for media that never arrives offline.
    open private(set) var timeControlStatus: TimeControlStatus = .paused
    /// Readiness: `.unknown` (nothing is loaded).
    open private(set) var status: Status = .unknown
    /// The audio volume, 0 to 1.
    open var volume: Float = 1
    /// Whether the audio is muted.
    open var isMuted = false
    /// What happens at the item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether playback waits for enough media to avoid stalling.
    open var automaticallyWaitsToMinimizeStalling = true

    /// A player with no item.
    public init() {}
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    /// A player of the media at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

    /// Starts playback (rate 1).
    open func play() { rate = 1 }
    /// Pauses playback (rate 0).
    open func pause() { rate = 0 }
    /// Replaces the item played.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// The current item's time (zero without one).
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }
    /// Moves the current item to `time`; the handler is called at once.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        guard let currentItem else {
            completionHandler?(false)
            return
        }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }
    /// Registers a block for periodic times: it is never called (a still picture's clock does not run). Returns
    /// a token for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any { NSObject() }
    /// Removes an observer `addPeriodicTimeObserver` returned.
    open func removeTimeObserver(_ observer: Any) {}
}
