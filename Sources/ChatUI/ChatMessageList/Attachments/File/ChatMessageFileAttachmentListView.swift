import ChatCanvas

/// The files of a message, one row each (the SDK's `ChatMessageFileAttachmentListView`): a vertical list with
/// 4-pt margins and 4-pt spacing.
open class ChatMessageFileAttachmentListView: AttachmentListView {
    /// One row's content.
    public struct Item: Sendable {
        public var title: String
        /// The second line ("1.2 MB"); nil hides it.
        public var subtitle: String?
        /// The `Appearance.images` name of the file-type icon.
        public var iconName: String
        public init(title: String, subtitle: String?, iconName: String) {
            self.title = title; self.subtitle = subtitle; self.iconName = iconName
        }

        /// The row for a file attachment: name, size and the icon for its extension.
        public init(file a: ChatMessageAttachment) {
            let ext = AttachmentFormatting.fileExtension(of: a)
            self.init(title: AttachmentFormatting.displayName(of: a),
                      subtitle: AttachmentFormatting.fileSize(a.fileSize ?? 0),
                      iconName: AttachmentFormatting.iconName(forExtension: ext))
        }

        /// The row the SDK shows for an attachment it cannot draw.
        public static let unsupported = Item(title: "Unsupported Attachment", subtitle: nil, iconName: "fileFallback")
    }

    public var content: [Item] = [] { didSet { updateContentIfNeeded() } }

    public private(set) var itemViews: [ChatMessageFileAttachmentItemView] = []

    open override func updateContent() {
        itemViews = content.map { item in
            let v = ChatMessageFileAttachmentItemView()
            v.content = item
            return v
        }
        setRows(itemViews)
    }
}

/// One file row (the SDK's `ChatFileAttachmentListView.ItemView`): radius 12, a 1-pt border, the elevation-1
/// fill, 8-pt margins; the 40×48 file-type icon, then the name (bodyBold, middle-truncated) over the size
/// (subheadlineBold, textSecondary) 3 pt apart — 64 pt tall.
open class ChatMessageFileAttachmentItemView: UIView {
    public var content: ChatMessageFileAttachmentListView.Item? { didSet { updateContentIfNeeded() } }

    public let fileIconImageView = UIImageView()
    public let fileNameLabel = UILabel()
    public let fileSizeLabel = UILabel()

    /// Space between the icon and the text.
    open var iconSpacing: Double { 9 }
    /// Space between the name and the size.
    open var textSpacing: Double { 3 }

    open override class var customizableSubviewNames: [String] { ["fileIconImageView", "fileNameLabel", "fileSizeLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["fileIconImageView": fileIconImageView, "fileNameLabel": fileNameLabel, "fileSizeLabel": fileSizeLabel]
    }

    open override func setUpLayout() {
        addSubview(fileIconImageView)
        addSubview(fileNameLabel)
        addSubview(fileSizeLabel)
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        backgroundColor = p.backgroundCoreElevation1
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = p.borderCoreDefault
        fileIconImageView.contentMode = .aspectFit
        fileNameLabel.font = appearance.fonts.bodyBold
        // The SDK leaves the name in UILabel's default colour (black / white in its pictures), unlike the composer's rows.
        fileNameLabel.textColor = .label
        fileNameLabel.lineBreakMode = .truncateMiddle
        fileSizeLabel.font = appearance.fonts.subheadlineBold
        fileSizeLabel.textColor = p.textSecondary
        fileSizeLabel.lineBreakMode = .truncateTail
    }

    open override func updateContent() {
        guard let content else { return }
        fileIconImageView.image = appearance.images[content.iconName] ?? appearance.images["fileFallback"]
        fileNameLabel.text = content.title
        fileSizeLabel.text = content.subtitle
        fileSizeLabel.isHidden = content.subtitle == nil
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let m = directionalLayoutMargins
        let textWidth = max(0, (size.width.isFinite ? size.width : 250) - m.leading - m.trailing - 40 - iconSpacing)
        let text = textHeight(width: textWidth)
        let height = max(48, text) + m.top + m.bottom
        return Size(width: size.width.isFinite ? size.width : 250, height: height)
    }

    private func textHeight(width: Double) -> Double {
        let name = fileNameLabel.sizeThatFits(Size(width: width, height: .infinity)).height
        guard !fileSizeLabel.isHidden else { return name }
        return name + textSpacing + fileSizeLabel.sizeThatFits(Size(width: width, height: .infinity)).height
    }

    open override func layoutSubviews() {
        let b = bounds
        let m = directionalLayoutMargins
        let icon = Rect(x: m.leading, y: ((b.height - 48) / 2).rounded(), width: 40, height: 48)
        let textX = icon.maxX + iconSpacing
        let textWidth = max(0, b.width - textX - m.trailing)
        let nameH = fileNameLabel.sizeThatFits(Size(width: textWidth, height: .infinity)).height
        let sizeH = fileSizeLabel.isHidden ? 0 : fileSizeLabel.sizeThatFits(Size(width: textWidth, height: .infinity)).height
        let total = nameH + (fileSizeLabel.isHidden ? 0 : textSpacing + sizeH)
        var y = ((b.height - total) / 2).rounded()
        var frames = [(fileIconImageView as UIView, icon),
                      (fileNameLabel as UIView, Rect(x: textX, y: y, width: textWidth, height: nameH))]
        y += nameH + textSpacing
        frames.append((fileSizeLabel, Rect(x: textX, y: y, width: textWidth, height: sizeH)))
        for (v, var f) in frames {
            if isRightToLeft { f.origin.x = b.width - f.maxX }
            v.frame = f
        }
    }
}
