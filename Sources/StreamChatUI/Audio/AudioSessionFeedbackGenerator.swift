import Foundation

/// The haptic feedback of playing and recording audio (`Components.audioSessionFeedbackGenerator`): inert in a
/// still picture.
@preconcurrency @MainActor
public protocol AudioSessionFeedbackGenerator {
    init()
    func feedbackForPlay()
    func feedbackForPause()
    func feedbackForStop()
    func feedbackForPlaybackRateChange()
    func feedbackForSeeking()
    func feedbackForPreparingRecording()
    func feedbackForBeginRecording()
    func feedbackForCancelRecording()
    func feedbackForStopRecording()
    func feedbackForDiscardRecording()
}

/// The SDK's feedback generator: inert.
open class StreamAudioSessionFeedbackGenerator: AudioSessionFeedbackGenerator {
    public required init() {}
    open func feedbackForPlay() {}
    open func feedbackForPause() {}
    open func feedbackForStop() {}
    open func feedbackForPlaybackRateChange() {}
    open func feedbackForSeeking() {}
    open func feedbackForPreparingRecording() {}
    open func feedbackForBeginRecording() {}
    open func feedbackForCancelRecording() {}
    open func feedbackForStopRecording() {}
    open func feedbackForDiscardRecording() {}
}
