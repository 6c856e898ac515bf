import Foundation

/// An immutable graphics path (CoreGraphics' `CGPath`): subpaths of lines, Bézier curves and arcs, in the path's own
/// coordinates. Build one with `CGMutablePath`, or a rectangle, ellipse or rounded rectangle with the initialisers.
open class CGPath: @unchecked Sendable {
    /// One drawing step. Arcs keep CoreGraphics' sense of `clockwise` (in a y-up space: decreasing angle when true).
    package enum Segment: Sendable, Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
    }

    /// The steps, in order.
    package internal(set) var segments: [Segment]

    package init(segments: [Segment]) { self.segments = segments }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// The ellipse that fits in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end of the last step (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var point = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                start = p
                point = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
            case .arc(let c, let r, _, let end, _): point = CGPoint(x: c.x + r * cos(end), y: c.y + r * sin(end))
            case .close: point = start
            }
        }
        return point
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { bounds(controlPoints: true) }
    /// The smallest rectangle holding the path's points (arcs by their extent, curves by their control points).
    public var boundingBoxOfPath: CGRect { bounds(controlPoints: false) }

    private func bounds(controlPoints: Bool) -> CGRect {
        var points: [CGPoint] = []
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .arc(let c, let r, _, _, _):
                points += [CGPoint(x: c.x - r, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r)]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }
    /// A copy that can be extended.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }
}

extension CGPath: Equatable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }
}

/// A path that can be built step by step (CoreGraphics' `CGMutablePath`). Each step takes an optional transform
/// applied to its points (an arc's transform must keep circles circular: translations, rotations, uniform scales).
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(segments: []) }
    override package init(segments: [Segment]) { super.init(segments: segments) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.line(point.applying(transform)))
    }
    /// Lines through the points, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }
    /// A cubic Bézier curve from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        segments.append(
            .curve(
                end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        )
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }
    /// An arc of a circle (angles in radians from the x axis), joined to the current point by a line.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        let rotation = atan2(transform.b, transform.a)
        segments.append(
            .arc(
                center: center.applying(transform), radius: radius * scale, start: startAngle + rotation,
                end: endAngle + rotation, clockwise: clockwise))
    }
    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY)
            ], transform: transform)
        closeSubpath()
    }
    /// A closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// The ellipse that fits in `rect`, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }
    /// A rectangle with elliptical corners of the given width and height (clamped to half the sides).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = max(0, min(cornerWidth, r.width / 2))
        let h = max(0, min(cornerHeight, r.height / 2))
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
            control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
            control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }
    /// Another path's steps.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if transform.isIdentity {
            segments += path.segments
            return
        }
        let moved = CGMutablePath()
        for segment in path.segments {
            switch segment {
            case .move(let p): moved.move(to: p, transform: transform)
            case .line(let p): moved.addLine(to: p, transform: transform)
            case .quadCurve(let p, let c): moved.addQuadCurve(to: p, control: c, transform: transform)
            case .curve(let p, let c1, let c2): moved.addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .arc(let c, let r, let s, let e, let cw):
                moved.addArc(center: c, radius: r, startAngle: s, endAngle: e, clockwise: cw, transform: transform)
            case .close: moved.closeSubpath()
            }
        }
        segments += moved.segments
    }
    /// Closes the current subpath with a line to its start.
    public func closeSubpath() { segments.append(.close) }
}
