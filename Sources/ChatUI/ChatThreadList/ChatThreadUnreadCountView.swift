import ChatCanvas

/// The unread replies of a thread (the SDK's `ChatThreadUnreadCountView`): a red capsule at least as wide as it is
/// tall, margins 3 pt vertical / 4 pt horizontal, accentError fill, the count in footnoteBold white. Hidden at 0.
open class ChatThreadUnreadCountView: UIView {
    public var content: Int = 0 { didSet { updateContentIfNeeded() } }
    public let unreadCountLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["unreadCountLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["unreadCountLabel": unreadCountLabel] }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 3, trailing: 4)
        addSubview(unreadCountLabel)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.accentError
        unreadCountLabel.font = appearance.fonts.footnoteBold
        unreadCountLabel.adjustsFontForContentSizeCategory = true
        unreadCountLabel.textColor = appearance.colorPalette.textOnAccent
        unreadCountLabel.textAlignment = .center
    }

    open override func updateContent() {
        isHidden = content == 0
        unreadCountLabel.text = content == 0 ? nil : String(content)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let m = directionalLayoutMargins
        let text = unreadCountLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        let h = text.height + m.top + m.bottom
        var s = Size(width: max(h, text.width + m.leading + m.trailing), height: h)
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let fh = f.height { s.height = fh }
        return s
    }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        let text = unreadCountLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        unreadCountLabel.frame = Rect(x: 0, y: (bounds.height - text.height) / 2, width: bounds.width, height: text.height)
    }
}
