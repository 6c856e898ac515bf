import ChatCanvas
import CoreGraphics

/// The hook that joins a bubble to its thread row: a 1-pt line from 24 pt above the row down along the bubble's
/// edge, curving with a 16-pt radius into the row's middle.
open class ChatThreadArrowView: _View {
    public enum Direction: Sendable { case toTrailing, toLeading }
    public var direction: Direction = .toTrailing

    open override var intrinsicContentSize: CGSize { CGSize(width: 16, height: 16) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let color = resolve(appearance.colorPalette.borderCoreDefault)
        var p = Path()
        let mid = rect.midY
        let r = 16.0
        // Toward trailing: the line runs down the leading edge, then curves right.
        let leftToRight = (direction == .toTrailing) != isRightToLeft
        let x0 = leftToRight ? rect.minX + 0.5 : rect.maxX - 0.5
        let x1 = leftToRight ? x0 + r : x0 - r
        p.move(to: CGPoint(x: x0, y: mid - 24))
        p.line(to: CGPoint(x: x0, y: mid - r))
        p.curve(
            to: CGPoint(x: x1, y: mid), control1: CGPoint(x: x0, y: mid - r * 0.45),
            control2: CGPoint(x: x0 + (x1 - x0) * 0.55, y: mid))
        canvas.stroke(p, color: color, lineWidth: 1)
    }
}
