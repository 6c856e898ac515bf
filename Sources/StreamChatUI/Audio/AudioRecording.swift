import Foundation

/// Told of a recorder's progress (inert in chatshot: nothing records).
@preconcurrency @MainActor
public protocol AudioRecordingDelegate: AnyObject {}

/// What records voice messages (`Components.audioRecorder`). chatshot draws a still picture: nothing records; the
/// recording composer shows the state the transcript gives it.
public protocol AudioRecording {
    init()
    /// Adds an observer of the recording.
    func subscribe(_ subscriber: AudioRecordingDelegate)
    func beginRecording(_ completionHandler: @escaping @Sendable () -> Void)
    func pauseRecording()
    func resumeRecording()
    func stopRecording()
}

/// The SDK's recorder: inert (`AudioRecording`); `beginRecording` never calls its completion handler.
open class StreamAudioRecorder: NSObject, AudioRecording, @unchecked Sendable {
    public required override init() { super.init() }
    open func subscribe(_ subscriber: AudioRecordingDelegate) {}
    open func beginRecording(_ completionHandler: @escaping @Sendable () -> Void) {}
    open func pauseRecording() {}
    open func resumeRecording() {}
    open func stopRecording() {}
}
