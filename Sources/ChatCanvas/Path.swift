import Foundation

/// A vector path in points.
public struct Path: Sendable {
    public enum Element: Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case arc(center: CGPoint, radius: Double, start: Double, end: Double, clockwise: Bool)
        case close
    }
    public private(set) var elements: [Element] = []
    public init() {}
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    public mutating func line(to p: CGPoint) { elements.append(.line(p)) }
    public mutating func curve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, p))
    }
    /// Angles in radians, 0 = +x, increasing clockwise on screen (y grows downwards) when `clockwise` is true.
    public mutating func arc(center: CGPoint, radius: Double, start: Double, end: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
    }
    public mutating func close() { elements.append(.close) }

    /// A rectangle with a radius per corner (each clamped to half the shorter side).
    public static func roundedRect(_ rect: CGRect, radii: CornerRadii) -> Path {
        var p = Path()
        // A negative width or height (a layout squeezed below its insets) covers the same area the other way round.
        let r = rect.standardized
        let m = min(r.width, r.height) / 2
        func corner(_ radius: Double) -> Double { max(0, min(radius, m)) }
        let tl = corner(radii.topLeft)
        let tr = corner(radii.topRight)
        let br = corner(radii.bottomRight)
        let bl = corner(radii.bottomLeft)
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.line(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.arc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, start: -.pi / 2, end: 0) }
        p.line(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.arc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, start: 0, end: .pi / 2) }
        p.line(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.arc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, start: .pi / 2, end: .pi) }
        p.line(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.arc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, start: .pi, end: 1.5 * .pi) }
        p.close()
        return p
    }
    public static func ellipse(in r: CGRect) -> Path {
        // Four cubic Béziers approximating an ellipse.
        let k = 0.5522847498
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.curve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        p.curve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        p.curve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        p.curve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        p.close()
        return p
    }
    public static func rect(_ r: CGRect) -> Path { roundedRect(r, radii: .zero) }
}

public enum LineCap: Sendable { case butt, round, square }
public enum LineJoin: Sendable { case miter, round, bevel }
