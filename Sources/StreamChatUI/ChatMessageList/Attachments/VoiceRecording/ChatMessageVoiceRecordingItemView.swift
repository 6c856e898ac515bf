import ChatCanvas
import StreamChat
import UIKit

/// One voice recording: a row like a file row (radius 12, 1-pt border, elevation-1 fill, 8-pt margins) with the
/// play button (a 36-pt elevation-2 disc with a soft shadow below it and the play triangle), then a column of the
/// name (bodyBold, textPrimary, middle-truncated) over the duration ("00:10": minutes padded, monospaced digits,
/// caption1 Medium, textTertiary) and the waveform bars with the playback slider's thumb, and the 30×30 audio
/// file icon.
open class ChatMessageVoiceRecordingItemView: _View {
    public var content: ChatMessageVoiceRecordingAttachmentListView.Item? { didSet { updateContentIfNeeded() } }

    public let playPauseButton = UIButton()
    public let fileNameLabel = UILabel()
    public let durationLabel = UILabel()
    public let waveformView = ChatMessageWaveformView()
    public let fileIconImageView = UIImageView()

    open override class var customizableSubviewNames: [String] {
        ["playPauseButton", "fileNameLabel", "durationLabel", "waveformView", "fileIconImageView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "playPauseButton": playPauseButton, "fileNameLabel": fileNameLabel, "durationLabel": durationLabel,
            "waveformView": waveformView, "fileIconImageView": fileIconImageView
        ]
    }

    open override func setUpLayout() {
        for v in [playPauseButton, fileNameLabel, durationLabel, waveformView, fileIconImageView] as [UIView] {
            addSubview(v)
        }
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreElevation1
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = p.borderCoreDefault
        playPauseButton.setImage(appearance.images["play"], for: .normal)
        playPauseButton.tintColor = p.textPrimary
        // A disc lifted off the row by its shadow (no outline), as in the SDK's pictures.
        playPauseButton.backgroundColor = p.backgroundCoreElevation2
        playPauseButton.layer.shadowColor = .black
        playPauseButton.layer.shadowOpacity = 0.18
        playPauseButton.layer.shadowRadius = 2
        playPauseButton.layer.shadowOffset = CGSize(width: 0, height: 2)
        playPauseButton.contentEdgeInsets = UIEdgeInsets(all: 10)
        fileNameLabel.font = appearance.fonts.bodyBold
        fileNameLabel.textColor = p.textPrimary
        fileNameLabel.lineBreakMode = .byTruncatingMiddle
        var f = appearance.fonts.caption1
        f.font = f.font.withWeight(500)
        durationLabel.font = f
        durationLabel.textColor = p.textTertiary
        waveformView.tintColor = p.textTertiary
        waveformView.showsSliderThumb = true
        fileIconImageView.image = appearance.images["fileMp3"]
        fileIconImageView.contentMode = .scaleAspectFit
    }

    open override func updateContent() {
        guard let content else { return }
        fileNameLabel.text = content.title
        fileNameLabel.isHidden = (content.title ?? "").isEmpty
        durationLabel.text = Self.durationText(content.duration)
        waveformView.content = content.waveform
    }

    /// A recording's duration as the SDK shows it: minutes and seconds, both two digits ("00:10", "12:05"), hours
    /// in front when there are any ("1:02:03").
    public static func durationText(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let h = total / 3600
        let m = (total % 3600) / 60
        let s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%02d:%02d", m, s)
    }

    /// Height of the name line (0 when hidden) and of the duration + waveform line below it.
    private var columnHeights: (name: CGFloat, details: CGFloat) {
        (fileNameLabel.isHidden ? 0 : fileNameLabel.intrinsicContentSize.height, 24)
    }
    /// Space between the name and the details line.
    static let nameSpacing = 2.0

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = directionalLayoutMargins
        let c = columnHeights
        let column = c.name > 0 ? c.name + Self.nameSpacing + c.details : c.details
        return CGSize(width: size.width.isFinite ? size.width : 250, height: max(40, column) + m.top + m.bottom)
    }

    open override func layoutSubviews() {
        let b = bounds
        let m = directionalLayoutMargins
        let midY = b.height / 2
        let play = CGRect(x: m.leading, y: (midY - 18).rounded(), width: 36, height: 36)
        playPauseButton.layer.cornerRadius = 18
        let icon = CGRect(x: b.width - m.trailing - 30, y: (midY - 15).rounded(), width: 30, height: 30)
        // The column between the play button and the icon: the name over the details line, centred as a block.
        let columnX = play.maxX + 8
        let columnWidth = max(0, icon.minX - 8 - columnX)
        let c = columnHeights
        let columnHeight = c.name > 0 ? c.name + Self.nameSpacing + c.details : c.details
        let top = (midY - columnHeight / 2).rounded()
        let name = CGRect(x: columnX, y: top, width: columnWidth, height: c.name)
        let detailsMidY = top + columnHeight - c.details / 2
        let d = durationLabel.intrinsicContentSize
        // Room for "00:00" so the waveform does not move with the digits.
        let durationWidth = max(d.width, 34)
        let duration = CGRect(
            x: columnX, y: (detailsMidY - d.height / 2).rounded(), width: durationWidth, height: d.height)
        let waveX = duration.maxX + 8
        let wave = CGRect(x: waveX, y: (detailsMidY - 12).rounded(), width: max(0, icon.minX - 8 - waveX), height: 24)
        for (v, var r) in [
            (playPauseButton as UIView, play), (fileIconImageView, icon), (fileNameLabel, name),
            (durationLabel, duration), (waveformView, wave)
        ] {
            if isRightToLeft { r.origin.x = b.width - r.maxX }
            v.frame = r
        }
    }
}
