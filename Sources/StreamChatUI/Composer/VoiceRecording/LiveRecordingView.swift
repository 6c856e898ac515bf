import Foundation
import UIKit

/// The recording in progress, in place of the composer's input (the SDK's `LiveRecordingView`): the red mic
/// (`recordingIndicatorView`), the elapsed time, then "Slide to cancel" while the button is held or the waveform once
/// locked.
open class LiveRecordingView: _View {
    public struct Content: Hashable, Sendable {
        public var isLocked: Bool
        public var duration: TimeInterval
        public var waveform: [Double]
        public init(isLocked: Bool = false, duration: TimeInterval = 0, waveform: [Double] = []) {
            self.isLocked = isLocked
            self.duration = duration
            self.waveform = waveform
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
        [
            "container": container, "recordingIndicatorView": recordingIndicatorView, "durationLabel": durationLabel,
            "waveformView": waveformView, "slideToCancelView": slideToCancelView
        ]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 8)
        container.addArrangedSubviews([recordingIndicatorView, durationLabel, waveformView, slideToCancelView])
        recordingIndicatorView.contentMode = .scaleAspectFit
        waveformView.horizontalHuggingPriority = 100
        slideToCancelView.horizontalHuggingPriority = 100
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 40),
            recordingIndicatorView.widthAnchor.constraint(equalToConstant: 16),
            recordingIndicatorView.heightAnchor.constraint(equalToConstant: 22),
            waveformView.heightAnchor.constraint(equalToConstant: 24)
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
        waveformView.content =
            content.waveform.isEmpty ? Self.sampleWaveform(seconds: content.duration) : content.waveform
        waveformView.isHidden = !content.isLocked
        slideToCancelView.isHidden = content.isLocked
    }

    /// "0:04", "1:05" (minutes, then seconds).
    public static func durationText(_ seconds: TimeInterval) -> String {
        let s = Int(seconds.rounded(.down))
        return String(format: "%d:%02d", s / 60, s % 60)
    }

    /// A waveform for a recording whose samples the transcript does not give: a fixed pattern, ten bars a second.
    public static func sampleWaveform(seconds: TimeInterval) -> [Double] {
        let count = max(8, min(120, Int(seconds * 10)))
        return (0..<count).map { i in 0.25 + 0.6 * abs(sin(Double(i) * 0.9) * cos(Double(i) * 0.37)) }
    }
}
