import ChatCanvas
import Foundation

/// The pull-to-refresh spinner of a scroll view (UIKit's `UIRefreshControl`). A still picture shows a list at rest:
/// it draws nothing unless refreshing, then its spinner (in the tint colour) and its title, centred.
open class UIRefreshControl: UIControl {
    /// Whether `beginRefreshing()` was called (and not `endRefreshing()` since).
    open private(set) var isRefreshing = false
    /// A title under the spinner.
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public init() { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the spinner.
    open func beginRefreshing() { isRefreshing = true }
    /// Hides the spinner.
    open func endRefreshing() { isRefreshing = false }

    /// The spinner's grey when no tint colour is set.
    static let spinnerGrey = UIColor(light: Color(rgb: 0x3C3C43, alpha: 0.6), dark: Color(rgb: 0xEBEBF5, alpha: 0.6))
    private var hasOwnTint = false
    open override var tintColor: UIColor! {
        didSet { hasOwnTint = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard isRefreshing else { return }
        let title = attributedTitle.flatMap { $0.length > 0 ? $0.styledText(traitCollection.userInterfaceStyle) : nil }
        let layout = title.map {
            TextLayout(
                $0, font: Font(size: 13), color: resolve(UIRefreshControl.spinnerGrey), width: Double(rect.width),
                maxLines: 1, alignment: .center)
        }
        let side: CGFloat = 20
        let total = side + (layout.map { 6 + $0.size.height } ?? 0)
        let top = rect.midY - total / 2
        let c = CGPoint(x: rect.midX, y: top + side / 2)
        let base = resolve(hasOwnTint ? tintColor : UIRefreshControl.spinnerGrey)
        for i in 0..<8 {
            let angle = CGFloat(i) * .pi / 4 - .pi / 2
            var spoke = Path()
            spoke.move(to: CGPoint(x: c.x + cos(angle) * side * 0.22, y: c.y + sin(angle) * side * 0.22))
            spoke.line(to: CGPoint(x: c.x + cos(angle) * side * 0.45, y: c.y + sin(angle) * side * 0.45))
            canvas.stroke(
                spoke, color: base.withAlpha(base.alpha * (1 - CGFloat(i) * 0.1)), lineWidth: side * 0.1, cap: .round)
        }
        if let layout { canvas.draw(layout, at: CGPoint(x: rect.minX, y: top + side + 6)) }
    }
}
