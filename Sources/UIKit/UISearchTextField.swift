import ChatCanvas

/// The field of a search bar (UIKit's `UISearchTextField`): a 36-pt rounded grey field with a magnifier glyph at
/// its leading edge before the text or placeholder.
open class UISearchTextField: UITextField {
    /// The search field's grey (iOS's tertiary system fill).
    static let fill = UIColor(light: Color(rgb: 0x767680, alpha: 0.12), dark: Color(rgb: 0x767680, alpha: 0.24))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        font = .systemFont(ofSize: 17)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        leftView = UISearchTextField.MagnifierView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        leftViewMode = .always
    }

    /// The placeholder in the magnifier's grey, as iOS draws it.
    override var placeholderColor: UIColor { .secondaryLabel }

    /// The magnifier 6 pt from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.leftViewRect(forBounds: bounds)
        r.origin.x += 6
        return r
    }

    /// The text 5 pt after the magnifier.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.textRect(forBounds: bounds)
        if leftView != nil {
            let edge = leftViewRect(forBounds: bounds).maxX + 5
            r.size.width = max(0, r.maxX - edge - 7)
            r.origin.x = edge
        }
        return r
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + 11, height: 36)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        if background == nil, borderStyle == .none || borderStyle == .roundedRect {
            canvas.fill(
                borderRect(forBounds: rect), radii: CornerRadii(all: 10), color: resolve(UISearchTextField.fill))
            let saved = borderStyle
            borderStyle = .none
            super.draw(rect, in: canvas)
            borderStyle = saved
        } else {
            super.draw(rect, in: canvas)
        }
    }

    /// The magnifying glass drawn in the placeholder grey.
    final class MagnifierView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 22, height: 22) }
        override func draw(_ rect: CGRect, in canvas: Canvas) {
            let color = resolve(
                UIColor(light: Color(rgb: 0x3C3C43, alpha: 0.6), dark: Color(rgb: 0xEBEBF5, alpha: 0.6)))
            let ring = CGRect(x: rect.midX - 7, y: rect.midY - 7, width: 11.5, height: 11.5)
            canvas.stroke(Path.ellipse(in: ring), color: color, lineWidth: 2)
            var handle = Path()
            handle.move(to: CGPoint(x: ring.maxX - 1.2, y: ring.maxY - 1.2))
            handle.line(to: CGPoint(x: rect.midX + 7, y: rect.midY + 7))
            canvas.stroke(handle, color: color, lineWidth: 2.2, cap: .round)
        }
    }
}
