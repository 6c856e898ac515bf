import ChatCanvas
import Foundation

/// A spinner at rest (UIKit's `UIActivityIndicatorView`): eight rounded spokes around the centre, fading round the
/// circle, in `color` (the secondary label grey by default). As in UIKit it shows while animating
/// (`startAnimating()`), or always when `hidesWhenStopped` is `false`.
open class UIActivityIndicatorView: UIView {
    public var color: UIColor = UIColor(light: Color(rgb: 0x3C3C43, alpha: 0.6), dark: Color(rgb: 0xEBEBF5, alpha: 0.6))
    {
        didSet {
            noteAppearanceSet(.color, key: "color", { [color] in ($0 as? UIActivityIndicatorView)?.color = color })
        }
    }
    /// The style it was made with; chatshot draws every style in the bounds it is given.
    open var style: UIActivityIndicatorView.Style = .medium
    /// Whether the indicator is hidden when not animating (`true`, as in UIKit).
    open var hidesWhenStopped = true
    /// Whether `startAnimating()` was called (and not `stopAnimating()` since).
    public private(set) var isAnimating = false

    /// An indicator of a style.
    public convenience init(style: UIActivityIndicatorView.Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts the spinner: it shows.
    open func startAnimating() { isAnimating = true }
    /// Stops the spinner: it hides if `hidesWhenStopped`.
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side = min(rect.width, rect.height)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let base = resolve(color)
        for i in 0..<8 {
            let angle = CGFloat(i) * .pi / 4 - .pi / 2
            var spoke = Path()
            spoke.move(to: CGPoint(x: c.x + cos(angle) * side * 0.22, y: c.y + sin(angle) * side * 0.22))
            spoke.line(to: CGPoint(x: c.x + cos(angle) * side * 0.45, y: c.y + sin(angle) * side * 0.45))
            canvas.stroke(
                spoke, color: base.withAlpha(base.alpha * (1 - CGFloat(i) * 0.1)), lineWidth: side * 0.1, cap: .round)
        }
    }
}
