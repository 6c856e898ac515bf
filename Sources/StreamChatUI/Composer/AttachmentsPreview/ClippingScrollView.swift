import ChatCanvas
import UIKit

/// Shows its content view from the top, clipped to at most `maxHeight`.
open class ClippingScrollView: _View {
    public var contentView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }
    public var maxHeight: CGFloat?

    open override func setUpAppearance() { clipsToBounds = true }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = contentView?.sizeThatFits(size) ?? .zero
        if let m = maxHeight { s.height = min(s.height, m) }
        if size.width.isFinite { s.width = size.width }
        return s
    }

    open override func layoutSubviews() {
        guard let contentView else { return }
        let h = contentView.sizeThatFits(CGSize(width: bounds.width, height: CGFloat.infinity)).height
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: h)
    }
}
