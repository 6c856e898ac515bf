import Foundation

/// Told of an audio player's progress (inert in chatshot: nothing plays).
@preconcurrency @MainActor
public protocol AudioPlayingDelegate: AnyObject {}

/// What plays voice recordings (`Components.audioPlayer`). chatshot draws a still picture: nothing plays, and the
/// voice recording rows show the transcript's state.
public protocol AudioPlaying: AnyObject, Sendable {
    init()
    /// Adds an observer of the playback.
    func subscribe(_ subscriber: AudioPlayingDelegate)
    /// Loads the audio at `url`.
    func loadAsset(from url: URL)
    func play()
    func pause()
    func stop()
    /// Moves the playback to `time` seconds.
    func seek(to time: TimeInterval)
}

/// The SDK's player of single recordings: inert (`AudioPlaying`).
open class StreamAudioPlayer: AudioPlaying, @unchecked Sendable {
    public required init() {}
    open func subscribe(_ subscriber: AudioPlayingDelegate) {}
    open func loadAsset(from url: URL) {}
    open func play() {}
    open func pause() {}
    open func stop() {}
    open func seek(to time: TimeInterval) {}
}

/// The SDK's player that moves on to the next recording (`Components.audioPlayer`'s default): inert.
open class StreamAudioQueuePlayer: StreamAudioPlayer, @unchecked Sendable {}
