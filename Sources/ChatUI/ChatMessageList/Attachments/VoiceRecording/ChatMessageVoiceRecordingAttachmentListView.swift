import ChatCanvas

/// The voice recordings of a message (only when `Components.isVoiceRecordingEnabled`), one row each, in a list
/// with 4-pt margins and spacing like the files list.
open class ChatMessageVoiceRecordingAttachmentListView: AttachmentListView {
    public struct Item: Sendable {
        public var duration: Double
        public var waveform: [Double]
        public init(duration: Double, waveform: [Double]) { self.duration = duration; self.waveform = waveform }
        public init(attachment a: ChatMessageAttachment) { self.init(duration: a.duration ?? 0, waveform: a.waveformData) }
    }

    public var content: [Item] = [] { didSet { updateContentIfNeeded() } }

    public private(set) var itemViews: [ChatMessageVoiceRecordingItemView] = []

    open override func updateContent() {
        itemViews = content.map { item in
            let v = ChatMessageVoiceRecordingItemView()
            v.content = item
            return v
        }
        setRows(itemViews)
    }
}

/// One voice recording: a row like a file row (radius 12, 1-pt border, elevation-1 fill, 8-pt margins) with the
/// play button, the duration (monospaced digits, caption1 Medium, textTertiary), the waveform bars and the
/// 30×30 audio file icon.
open class ChatMessageVoiceRecordingItemView: UIView {
    public var content: ChatMessageVoiceRecordingAttachmentListView.Item? { didSet { updateContentIfNeeded() } }

    public let playPauseButton = UIButton()
    public let durationLabel = UILabel()
    public let waveformView = ChatMessageWaveformView()
    public let fileIconImageView = UIImageView()

    open override class var customizableSubviewNames: [String] { ["playPauseButton", "durationLabel", "waveformView", "fileIconImageView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["playPauseButton": playPauseButton, "durationLabel": durationLabel, "waveformView": waveformView,
         "fileIconImageView": fileIconImageView]
    }

    open override func setUpLayout() {
        for v in [playPauseButton, durationLabel, waveformView, fileIconImageView] as [UIView] { addSubview(v) }
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreElevation1
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = p.borderCoreDefault
        playPauseButton.setImage(appearance.images["play"], for: .normal)
        playPauseButton.tintColor = p.textPrimary
        playPauseButton.backgroundColor = p.backgroundCoreElevation1
        playPauseButton.layer.borderWidth = 1
        playPauseButton.layer.borderColor = p.borderCoreDefault
        playPauseButton.contentEdgeInsets = EdgeInsets(all: 10)
        var f = appearance.fonts.caption1
        f.font = f.font.withWeight(500)
        durationLabel.font = f
        durationLabel.textColor = p.textTertiary
        waveformView.tintColor = p.textTertiary
        fileIconImageView.image = appearance.images["fileMp3"]
        fileIconImageView.contentMode = .aspectFit
    }

    open override func updateContent() {
        guard let content else { return }
        durationLabel.text = AttachmentFormatting.duration(content.duration)
        waveformView.content = content.waveform
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let m = directionalLayoutMargins
        return Size(width: size.width.isFinite ? size.width : 250, height: 40 + m.top + m.bottom)
    }

    open override func layoutSubviews() {
        let b = bounds
        let m = directionalLayoutMargins
        let midY = b.height / 2
        let play = Rect(x: m.leading, y: (midY - 18).rounded(), width: 36, height: 36)
        playPauseButton.layer.cornerRadius = 18
        let icon = Rect(x: b.width - m.trailing - 30, y: (midY - 15).rounded(), width: 30, height: 30)
        let d = durationLabel.intrinsicContentSize
        // Room for "00:00" so the waveform does not move with the digits.
        let durationWidth = max(d.width, 34)
        let duration = Rect(x: play.maxX + 8, y: (midY - d.height / 2).rounded(), width: durationWidth, height: d.height)
        let waveX = duration.maxX + 8
        let wave = Rect(x: waveX, y: (midY - 12).rounded(), width: max(0, icon.minX - 8 - waveX), height: 24)
        for (v, var r) in [(playPauseButton as UIView, play), (fileIconImageView, icon), (durationLabel, duration), (waveformView, wave)] {
            if isRightToLeft { r.origin.x = b.width - r.maxX }
            v.frame = r
        }
    }
}

/// Waveform bars (2 pt wide, 2 pt apart, rounded) from samples between 0 and 1, resampled to the width.
open class ChatMessageWaveformView: UIView {
    public var content: [Double] = []

    /// The bar heights (in points) drawn for a size, public for tests.
    public func barHeights(for size: Size) -> [Double] {
        let count = max(0, Int((size.width + 2) / 4))
        guard count > 0 else { return [] }
        let samples = content.isEmpty ? [0.0] : content
        return (0..<count).map { i in
            let lo = i * samples.count / count
            let hi = max(lo + 1, (i + 1) * samples.count / count)
            let slice = samples[lo..<min(hi, samples.count)]
            let v = slice.reduce(0, +) / Double(slice.count)
            return max(2, min(1, max(0, v)) * size.height)
        }
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let color = resolve(tintColor)
        for (i, h) in barHeights(for: rect.size).enumerated() {
            var x = Double(i) * 4
            if isRightToLeft { x = rect.width - x - 2 }
            canvas.fill(Rect(x: x, y: (rect.height - h) / 2, width: 2, height: h), radii: CornerRadii(all: 1), color: color)
        }
    }
}

/// Voice recordings as rows at the top of the bubble, edge to edge.
open class VoiceRecordingAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var voiceRecordingAttachmentView = ChatMessageVoiceRecordingAttachmentListView()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(voiceRecordingAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        voiceRecordingAttachmentView.content = attachments([.voiceRecording]).map { .init(attachment: $0) }
        updateTopMargins()
    }
}
