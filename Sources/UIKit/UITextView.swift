import ChatCanvas

/// Multi-line text with insets around it (the message text view): `textContainerInset` as in UIKit.
open class UITextView: UILabel {
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { UIView.invalidateMeasurements() } }
    }

    /// The region the text is laid out in: its `lineFragmentPadding` indents the lines inside `textContainerInset`.
    public let textContainer = NSTextContainer()
    /// TextKit's layout manager (inert: Pango lays the text out).
    public let layoutManager = NSLayoutManager()
    /// Asked and told about editing and taps (kept; a still picture edits and taps nothing).
    open weak var delegate: UITextViewDelegate?
    /// The text, implicitly unwrapped as UIKit's `UITextView.text` is (`textView.text as NSString` compiles).
    open override var text: String! {
        get { super.text }
        set { super.text = newValue }
    }

    /// The text's font, optional as UIKit's `UITextView.font` is; nil puts back the label's default font.
    open override var font: UIFont? {
        get { super.font }
        set { super.font = newValue }
    }

    /// The selection, in UTF-16 offsets: the caret at the end of the text unless set (a still picture's composer
    /// has its caret after what was typed). A range past the text is clamped to it when read.
    open var selectedRange: NSRange {
        get {
            let length = (text ?? "").utf16.count
            guard let kept = keptSelectedRange else { return NSRange(location: length, length: 0) }
            let location = min(max(0, kept.location), length)
            return NSRange(location: location, length: min(max(0, kept.length), length - location))
        }
        set { keptSelectedRange = newValue }
    }
    private var keptSelectedRange: NSRange?

    /// The insets from the bounds to the text: `textContainerInset` plus the container's line padding at both ends.
    private var textInsets: UIEdgeInsets {
        var insets = textContainerInset
        insets.left += textContainer.lineFragmentPadding
        insets.right += textContainer.lineFragmentPadding
        return insets
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutManager.addTextContainer(textContainer)
        lastLineOwnHeight = false
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layoutManager.addTextContainer(textContainer)
        lastLineOwnHeight = false
        numberOfLines = 0
        lineBreakMode = .byWordWrapping
    }

    open override var intrinsicContentSize: CGSize {
        let s = super.intrinsicContentSize
        return CGSize(width: s.width + textInsets.horizontal, height: s.height + textInsets.vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inner = CGSize(width: size.width - textInsets.horizontal, height: size.height)
        var s = super.sizeThatFits(inner)
        s.width += textInsets.horizontal
        s.height += textInsets.vertical
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let h = f.height { s.height = h }
        return s
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let inner = rect.inset(by: textInsets)
        guard let layout = textLayout(width: inner.width) else { return }
        canvas.draw(layout, at: CGPoint(x: inner.minX, y: inner.minY))
    }
}
