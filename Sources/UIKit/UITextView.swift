import ChatCanvas

/// Multi-line text with insets around it (the message text view): `textContainerInset` as in UIKit.
open class UITextView: UILabel {
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { UIView.invalidateMeasurements() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
        lineBreakMode = .wordWrap
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        numberOfLines = 0
        lineBreakMode = .wordWrap
    }

    open override var intrinsicContentSize: CGSize {
        let s = super.intrinsicContentSize
        return CGSize(width: s.width + textContainerInset.horizontal, height: s.height + textContainerInset.vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inner = CGSize(width: size.width - textContainerInset.horizontal, height: size.height)
        var s = super.sizeThatFits(inner)
        s.width += textContainerInset.horizontal
        s.height += textContainerInset.vertical
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let inner = rect.inset(by: textContainerInset)
        guard let layout = textLayout(width: inner.width) else { return }
        canvas.draw(layout, at: CGPoint(x: inner.minX, y: inner.minY))
    }
}
