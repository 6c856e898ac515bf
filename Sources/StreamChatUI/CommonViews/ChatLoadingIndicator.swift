import ChatCanvas
import Foundation
import UIKit

/// The SDK's `ChatLoadingIndicator` as its `loading_indicator` image draws it (the snapshot pictures show it still,
/// at rotation 0): a thick arc, 3/16 of the square wide, from the top clockwise past the bottom to the lower left
/// (about 236°), in the tint colour, clear at the top and fading in to full colour at the bottom.
open class ChatLoadingIndicator: _View {
    /// The arc's width as a share of the square's side (3 of 16 pt).
    public static let arcWidthRatio: CGFloat = 3.07 / 16
    /// Where the arc ends, clockwise from the right (y down): about 146° (the lower left).
    public static let endAngle: CGFloat = 146.3 * .pi / 180

    open override var intrinsicContentSize: CGSize { CGSize(width: 16, height: 16) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let outer = side / 2
        let inner = outer - side * Self.arcWidthRatio
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let start = -CGFloat.pi / 2
        var path = Path()
        path.arc(center: c, radius: outer, start: start, end: Self.endAngle, clockwise: true)
        path.arc(center: c, radius: inner, start: Self.endAngle, end: start, clockwise: false)
        path.close()
        let color = resolve(tintColor)
        let gradient = Gradient(stops: [(0, color.withAlpha(0)), (1, color)])
        canvas.fill(
            path, linear: gradient, from: CGPoint(x: c.x, y: c.y - outer), to: CGPoint(x: c.x, y: c.y + outer))
    }
}
