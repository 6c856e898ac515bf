import ChatCanvas
import UIKit

/// A row whose subviews share its width equally, 1 pt apart (UIStackView's `.fillEqually` with spacing 1).
open class FillEquallyStackView: UIView {
    public var spacing = 1.0

    /// Stream views added while the stack was detached set up when it joins a drawn tree.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpStreamViews(joining: self)
    }

    open override func layoutSubviews() {
        let views = subviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let w = (bounds.width - spacing * CGFloat(views.count - 1)) / CGFloat(views.count)
        for (i, v) in views.enumerated() {
            var f = CGRect(x: CGFloat(i) * (w + spacing), y: 0, width: w, height: bounds.height)
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            v.frame = f
        }
    }
}
