import UIKit
import ChatCanvas
import Foundation

/// Voice recording in the composer (the SDK's `VoiceRecordingVC`, from `Components.voiceRecordingViewController`):
/// it puts its views into the composer it is given and shows the recording's state —
/// - idle: the `recordButton` (mic) in the trailing container while there is nothing to send
///   (`Components.isVoiceRecordingEnabled`);
/// - recording (the button held): the `liveRecordingView` in place of the input (red mic, elapsed time,
///   "Slide to cancel") and the `lockIndicatorView` floating above the record button;
/// - locked (hands-free): the live view with the waveform, and a row of discard · stop · send under it.
open class VoiceRecordingVC: _ViewController {
    public struct Content: Hashable, Sendable {
        public enum State: Hashable, Sendable { case idle, recording, locked }
        public var state: State
        /// Seconds recorded so far.
        public var duration: Double
        /// Loudness samples between 0 and 1.
        public var waveform: [Double]
        public init(state: State = .idle, duration: Double = 0, waveform: [Double] = []) {
            self.state = state; self.duration = duration; self.waveform = waveform
        }
        public static let idle = Content()
    }

    public var content: Content = .idle { didSet { updateContentIfNeeded() } }
    /// The composer the views go into (set before the view joins the tree).
    public weak var composerView: ComposerView?
    /// Whether the composer has nothing to send (the record button shows only then).
    public var isComposerEmpty = true { didSet { updateContentIfNeeded() } }

    public private(set) lazy var recordButton = RecordButton()
    public private(set) lazy var liveRecordingView = LiveRecordingView()
    public private(set) lazy var lockIndicatorView = LockIndicatorView()
    public let discardRecordingButton = UIButton()
    public let stopRecordingButton = UIButton()
    public let sendButton = UIButton()
    /// The locked state's row: discard at the leading edge, stop in the middle, send at the trailing edge.
    public let lockedControlsView = RecordingControlsView()

    open override class var customizableSubviewNames: [String] {
        ["recordButton", "liveRecordingView", "lockIndicatorView", "discardRecordingButton", "stopRecordingButton", "sendButton",
         "lockedControlsView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["recordButton": recordButton, "liveRecordingView": liveRecordingView, "lockIndicatorView": lockIndicatorView,
         "discardRecordingButton": discardRecordingButton, "stopRecordingButton": stopRecordingButton, "sendButton": sendButton,
         "lockedControlsView": lockedControlsView]
    }

    open override func setUpLayout() {
        guard let composerView else { return }
        composerView.trailingContainer.addArrangedSubview(recordButton)
        composerView.centerContainer.insertArrangedSubview(liveRecordingView, at: 1)
        composerView.container.insertArrangedSubview(lockedControlsView, at: composerView.container.arrangedSubviews.count - 1)
        lockedControlsView.addArrangedButtons([discardRecordingButton, stopRecordingButton, sendButton])
        // The lock floats above the composer, beside the recording VC (placed by `layoutLockIndicator()`).
        superview?.addSubview(lockIndicatorView)
        liveRecordingView.horizontalHuggingPriority = 100
        NSLayoutConstraint.activate([recordButton.widthAnchor.constraint(equalToConstant: 35), recordButton.heightAnchor.constraint(equalToConstant: 40)])
        for b in [discardRecordingButton, stopRecordingButton, sendButton] {
            NSLayoutConstraint.activate([b.widthAnchor.constraint(equalToConstant: 35), b.heightAnchor.constraint(equalToConstant: 40)])
        }
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        discardRecordingButton.setImage(appearance.images["trash"], for: .normal)
        discardRecordingButton.tintColor = palette.accentPrimary
        stopRecordingButton.setImage(appearance.images["stop"], for: .normal)
        stopRecordingButton.tintColor = palette.accentError
        sendButton.setImage(appearance.images.sendArrow, for: .normal)
        sendButton.imageView.rotation = -Double.pi / 2
    }

    open override func updateContent() {
        let state = content.state
        recordButton.isHidden = !(state == .recording || (state == .idle && isComposerEmpty && components.isVoiceRecordingEnabled))
        recordButton.isRecording = state == .recording
        liveRecordingView.isHidden = state == .idle
        liveRecordingView.content = .init(isLocked: state == .locked, duration: content.duration, waveform: content.waveform)
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
        let size = lockIndicatorView.sizeThatFits(Size(width: a.width, height: .infinity))
        lockIndicatorView.frame = Rect(x: a.midX - size.width / 2, y: -8 - size.height, width: size.width, height: size.height)
    }
}

/// The mic button that starts a recording (the SDK's `RecordButton`), tinted inputTextIcon; the tint colour while held.
open class RecordButton: _Button {
    public var isRecording = false { didSet { updateContentIfNeeded() } }

    open override func setUpAppearance() {
        setImage(appearance.images["mic"], for: .normal)
    }
    open override func updateContent() {
        tintColor = isRecording ? nil : appearance.colorPalette.inputTextIcon
    }
}

/// The recording in progress, in place of the composer's input (the SDK's `LiveRecordingView`): the red mic
/// (`recordingIndicatorView`), the elapsed time, then "Slide to cancel" while the button is held or the waveform once
/// locked.
open class LiveRecordingView: _View {
    public struct Content: Hashable, Sendable {
        public var isLocked: Bool
        public var duration: Double
        public var waveform: [Double]
        public init(isLocked: Bool = false, duration: Double = 0, waveform: [Double] = []) {
            self.isLocked = isLocked; self.duration = duration; self.waveform = waveform
        }
    }

    public var content = Content() { didSet { updateContentIfNeeded() } }

    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let recordingIndicatorView = UIImageView()
    public let durationLabel = UILabel()
    public let waveformView = ChatMessageWaveformView()
    public let slideToCancelView = SlideToCancelView()

    open override class var customizableSubviewNames: [String] {
        ["container", "recordingIndicatorView", "durationLabel", "waveformView", "slideToCancelView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "recordingIndicatorView": recordingIndicatorView, "durationLabel": durationLabel,
         "waveformView": waveformView, "slideToCancelView": slideToCancelView]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 8)
        container.addArrangedSubviews([recordingIndicatorView, durationLabel, waveformView, slideToCancelView])
        recordingIndicatorView.contentMode = .aspectFit
        waveformView.horizontalHuggingPriority = 100
        slideToCancelView.horizontalHuggingPriority = 100
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 40),
            recordingIndicatorView.widthAnchor.constraint(equalToConstant: 16), recordingIndicatorView.heightAnchor.constraint(equalToConstant: 22),
            waveformView.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        recordingIndicatorView.image = appearance.images["mic"]
        recordingIndicatorView.tintColor = palette.accentError
        durationLabel.font = appearance.fonts.body
        durationLabel.textColor = palette.textPrimary
        waveformView.tintColor = palette.accentPrimary
    }

    open override func updateContent() {
        durationLabel.text = Self.durationText(content.duration)
        waveformView.content = content.waveform.isEmpty ? Self.sampleWaveform(seconds: content.duration) : content.waveform
        waveformView.isHidden = !content.isLocked
        slideToCancelView.isHidden = content.isLocked
    }

    /// "0:04", "1:05" (minutes, then seconds).
    public static func durationText(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.down))
        return String(format: "%d:%02d", s / 60, s % 60)
    }

    /// A waveform for a recording whose samples the transcript does not give: a fixed pattern, ten bars a second.
    public static func sampleWaveform(seconds: Double) -> [Double] {
        let count = max(8, min(120, Int(seconds * 10)))
        return (0..<count).map { i in 0.25 + 0.6 * abs(sin(Double(i) * 0.9) * cos(Double(i) * 0.37)) }
    }
}

/// "‹ Slide to cancel" (the SDK's `SlideToCancelView`): a chevron and the text in textSecondary.
open class SlideToCancelView: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let chevronImageView = UIImageView()
    public let titleLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "chevronImageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "chevronImageView": chevronImageView, "titleLabel": titleLabel]
    }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([chevronImageView, titleLabel])
        chevronImageView.contentMode = .aspectFit
        chevronImageView.flipsForRightToLeft = true
        NSLayoutConstraint.activate([chevronImageView.widthAnchor.constraint(equalToConstant: 8), chevronImageView.heightAnchor.constraint(equalToConstant: 13)])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        chevronImageView.image = appearance.images["chevronLeft"]
        chevronImageView.tintColor = palette.textSecondary
        titleLabel.font = appearance.fonts.body
        titleLabel.textColor = palette.textSecondary
        titleLabel.text = "Slide to cancel"
        titleLabel.textAlignment = .right
    }
}

/// The capsule above the record button that the thumb slides up to lock a recording (the SDK's `LockIndicatorView`):
/// a lock over an up chevron on backgroundCoreElevation1 with a soft shadow; locked, the lock alone in the accent
/// colour.
open class LockIndicatorView: _View {
    public var isLocked = false { didSet { updateContentIfNeeded() } }
    public let container = ContainerStackView(axis: .vertical, alignment: .center, spacing: 8)
    public let lockImageView = UIImageView()
    public let chevronImageView = UIImageView()

    open override class var customizableSubviewNames: [String] { ["container", "lockImageView", "chevronImageView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "lockImageView": lockImageView, "chevronImageView": chevronImageView]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8)
        container.addArrangedSubviews([lockImageView, chevronImageView])
        for v in [lockImageView, chevronImageView] { v.contentMode = .aspectFit }
        NSLayoutConstraint.activate([
            lockImageView.widthAnchor.constraint(equalToConstant: 16), lockImageView.heightAnchor.constraint(equalToConstant: 20),
            chevronImageView.widthAnchor.constraint(equalToConstant: 16), chevronImageView.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreElevation1
        layer.shadowColor = palette.backgroundCoreOverlayDark
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
        lockImageView.image = appearance.images["lock"]
        chevronImageView.image = appearance.images["chevronUp"]
        chevronImageView.tintColor = palette.textTertiary
    }

    open override func updateContent() {
        chevronImageView.isHidden = isLocked
        lockImageView.tintColor = isLocked ? appearance.colorPalette.accentPrimary : appearance.colorPalette.textTertiary
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}

/// A row of buttons: the first at the leading edge, the last at the trailing edge, the others spread between.
open class RecordingControlsView: _View {
    public private(set) var buttons: [UIView] = []

    public func addArrangedButtons(_ views: [UIView]) {
        for v in views { addSubview(v); buttons.append(v) }
    }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let h = buttons.filter { !$0.isHidden }.map { $0.measure(Size(width: .infinity, height: .infinity)).height }.max() ?? 0
        return Size(width: size.width.isFinite ? size.width : 0, height: h)
    }

    open override func layoutSubviews() {
        let shown = buttons.filter { !$0.isHidden }
        let m = directionalLayoutMargins
        let sizes = shown.map { $0.measure(Size(width: .infinity, height: .infinity)) }
        let inner = Rect(x: m.leading, y: 0, width: bounds.width - m.leading - m.trailing, height: bounds.height)
        for (i, (v, s)) in zip(shown, sizes).enumerated() {
            let t = shown.count > 1 ? Double(i) / Double(shown.count - 1) : 0.5
            let x = inner.minX + (inner.width - s.width) * t
            v.frame = Rect(x: isRightToLeft ? bounds.width - x - s.width : x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
        }
    }
}
