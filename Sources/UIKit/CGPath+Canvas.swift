import ChatCanvas
import CoreGraphics

extension CGPath {
    /// The path as ChatCanvas draws it: quadratic curves as cubic ones, arcs in the canvas' sense (y grows
    /// downwards, so Core Graphics' clockwise arcs turn the other way on screen, as in a UIKit context).
    var canvasPath: Path {
        var path = Path()
        var start = CGPoint.zero
        var current = CGPoint.zero
        var hasStart = false
        for segment in segments {
            switch segment {
            case .move(let p):
                path.move(to: p)
                start = p
                current = p
                hasStart = true
            case .line(let p):
                path.line(to: p)
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                path.curve(to: p, control1: c1, control2: c2)
                current = p
            case .curve(let p, let c1, let c2):
                path.curve(to: p, control1: c1, control2: c2)
                current = p
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                path.arc(
                    center: center, radius: Double(radius), start: Double(startAngle), end: Double(endAngle),
                    clockwise: !clockwise)
                current = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
                if !hasStart {
                    // An arc that opens a subpath starts it.
                    start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                    hasStart = true
                }
            case .close:
                path.close()
                current = start
            }
        }
        return path
    }
}
