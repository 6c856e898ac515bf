import ChatCanvas

/// Multi-line text with insets around it (the message text view): `textContainerInset` as in UIKit.
open class UITextView: UILabel {
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { UIView.invalidateMeasurements() } }
    }

    public required init() {
        super.init()
        numberOfLines = 0
        lineBreakMode = .wordWrap
    }

    open override var intrinsicContentSize: Size {
        let s = super.intrinsicContentSize
        return Size(width: s.width + textContainerInset.horizontal, height: s.height + textContainerInset.vertical)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let inner = Size(width: size.width - textContainerInset.horizontal, height: size.height)
        var s = super.sizeThatFits(inner)
        s.width += textContainerInset.horizontal
        s.height += textContainerInset.vertical
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let inner = rect.inset(by: textContainerInset)
        guard let layout = textLayout(width: inner.width) else { return }
        canvas.draw(layout, at: Point(x: inner.minX, y: inner.minY))
    }
}
