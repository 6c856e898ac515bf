import ChatCanvas
import Foundation
import UIKit

/// Voice recording in the composer (the SDK's `VoiceRecordingVC`, from `Components.voiceRecordingViewController`):
/// it puts its views into the composer it is given and shows the recording's state —
/// - idle: the composer's `recordButton` (mic) while there is nothing to send (`Components.isVoiceRecordingEnabled`;
///   `ComposerVC.updateRecordButtonVisibility()` shows it);
/// - recording (the button held): the `liveRecordingView` in place of the input (red mic, elapsed time,
///   "Slide to cancel") and the `lockIndicatorView` floating above the record button;
/// - locked (hands-free): the live view with the waveform, and a row of discard · stop · send under it.
open class VoiceRecordingVC: _ViewController {
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    public struct Content: Hashable, Sendable {
        public enum State: Hashable, Sendable { case idle, recording, locked }
        public var state: State
        /// Seconds recorded so far.
        public var duration: TimeInterval
        /// Loudness samples between 0 and 1.
        public var waveform: [Double]
        public init(state: State = .idle, duration: TimeInterval = 0, waveform: [Double] = []) {
            self.state = state
            self.duration = duration
            self.waveform = waveform
        }
        public static let idle = Content()
    }

    public var content: Content = .idle { didSet { updateContentIfNeeded() } }
    /// The composer the views go into (set before the view joins the tree).
    public weak var composerView: ComposerView?

    /// The composer's record button (`ComposerView.recordButton`); this controller shows whether it records.
    public var recordButton: RecordButton { composerView?.recordButton ?? detachedRecordButton }
    private lazy var detachedRecordButton = RecordButton()
    public private(set) lazy var liveRecordingView = LiveRecordingView()
    public private(set) lazy var lockIndicatorView = LockIndicatorView()
    public let discardRecordingButton = UIButton()
    public let stopRecordingButton = UIButton()
    public let sendButton = UIButton()
    /// The locked state's row: discard at the leading edge, stop in the middle, send at the trailing edge.
    public let lockedControlsView = RecordingControlsView()

    open override class var customizableSubviewNames: [String] {
        [
            "recordButton", "liveRecordingView", "lockIndicatorView", "discardRecordingButton", "stopRecordingButton",
            "sendButton",
            "lockedControlsView"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "recordButton": recordButton, "liveRecordingView": liveRecordingView,
            "lockIndicatorView": lockIndicatorView,
            "discardRecordingButton": discardRecordingButton, "stopRecordingButton": stopRecordingButton,
            "sendButton": sendButton,
            "lockedControlsView": lockedControlsView
        ]
    }

    open override func setUpLayout() {
        guard let composerView else { return }
        composerView.centerContainer.insertArrangedSubview(liveRecordingView, at: 1)
        composerView.container.insertArrangedSubview(
            lockedControlsView, at: composerView.container.arrangedSubviews.count - 1)
        lockedControlsView.addArrangedButtons([discardRecordingButton, stopRecordingButton, sendButton])
        // The lock floats above the composer, beside the recording VC (placed by `layoutLockIndicator()`).
        superview?.addSubview(lockIndicatorView)
        liveRecordingView.horizontalHuggingPriority = 100
        for b in [discardRecordingButton, stopRecordingButton, sendButton] {
            NSLayoutConstraint.activate([
                b.widthAnchor.constraint(equalToConstant: 35), b.heightAnchor.constraint(equalToConstant: 40)
            ])
        }
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        discardRecordingButton.setImage(appearance.images["trash"], for: .normal)
        discardRecordingButton.tintColor = palette.accentPrimary
        stopRecordingButton.setImage(appearance.images["stop"], for: .normal)
        stopRecordingButton.tintColor = palette.accentError
        sendButton.setImage(appearance.images.sendArrow, for: .normal)
        sendButton.imageView?.rotation = -CGFloat.pi / 2
    }

    open override func updateContent() {
        let state = content.state
        recordButton.isRecording = state == .recording
        liveRecordingView.isHidden = state == .idle
        liveRecordingView.content = .init(
            isLocked: state == .locked, duration: content.duration, waveform: content.waveform)
        lockIndicatorView.isHidden = state == .idle
        lockIndicatorView.isLocked = state == .locked
        lockedControlsView.isHidden = state != .locked
    }

    /// Floats the lock indicator above the record button (recording) or the send button (locked), 8 pt above the
    /// composer's top edge (in the coordinates of this view's superview, the composer VC).
    open func layoutLockIndicator() {
        guard let host = lockIndicatorView.superview, !lockIndicatorView.isHidden else { return }
        let anchor = content.state == .locked ? sendButton : recordButton
        let a = host.convert(anchor.bounds, from: anchor)
        let size = lockIndicatorView.sizeThatFits(CGSize(width: a.width, height: CGFloat.infinity))
        lockIndicatorView.frame = CGRect(
            x: a.midX - size.width / 2, y: -8 - size.height, width: size.width, height: size.height)
    }
}
