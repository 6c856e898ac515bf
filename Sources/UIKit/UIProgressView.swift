import ChatCanvas

/// A bar progress view (UIKit's `UIProgressView`, default style): a 4-pt capsule track with the progress filled
/// from the leading edge in `progressTintColor` (else the tint colour).
open class UIProgressView: UIView {
    /// 0…1.
    public var progress: Float = 0
    public var progressTintColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .progressTintColor, key: "progressTintColor",
                { [progressTintColor] in ($0 as? UIProgressView)?.progressTintColor = progressTintColor })
        }
    }
    public var trackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .trackTintColor, key: "trackTintColor",
                { [trackTintColor] in ($0 as? UIProgressView)?.trackTintColor = trackTintColor })
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 4) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 100, height: fixedSize.height ?? 4)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let radii = CornerRadii(all: rect.height / 2)
        if let track = trackTintColor { canvas.fill(rect, radii: radii, color: resolve(track)) }
        let p = min(1, max(0, progress.isFinite ? progress : 0))
        guard p > 0 else { return }
        var bar = CGRect(x: 0, y: 0, width: rect.width * CGFloat(p), height: rect.height)
        if isRightToLeft { bar.origin.x = rect.width - bar.width }
        canvas.fill(bar, radii: radii, color: resolve(progressTintColor ?? tintColor))
    }
}
