import ChatCanvas
import UIKit

/// A row of buttons: the first at the leading edge, the last at the trailing edge, the others spread between.
open class RecordingControlsView: _View {
    public private(set) var buttons: [UIView] = []

    public func addArrangedButtons(_ views: [UIView]) {
        for v in views {
            addSubview(v)
            buttons.append(v)
        }
    }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let h =
            buttons.filter { !$0.isHidden }.map {
                $0.measure(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).height
            }.max() ?? 0
        return CGSize(width: size.width.isFinite ? size.width : 0, height: h)
    }

    open override func layoutSubviews() {
        let shown = buttons.filter { !$0.isHidden }
        let m = directionalLayoutMargins
        let sizes = shown.map { $0.measure(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) }
        let inner = CGRect(x: m.leading, y: 0, width: bounds.width - m.leading - m.trailing, height: bounds.height)
        for (i, (v, s)) in zip(shown, sizes).enumerated() {
            let t = shown.count > 1 ? CGFloat(i) / CGFloat(shown.count - 1) : 0.5
            let x = inner.minX + (inner.width - s.width) * t
            v.frame = CGRect(
                x: isRightToLeft ? bounds.width - x - s.width : x, y: (bounds.height - s.height) / 2, width: s.width,
                height: s.height)
        }
    }
}
