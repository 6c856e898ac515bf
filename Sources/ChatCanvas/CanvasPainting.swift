import Foundation

@_implementationOnly import CCairo

/// How the inside of a path that crosses itself is decided.
public enum FillRule: Sendable { case winding, evenOdd }

/// A colour ramp: colours at locations from 0 to 1, in order.
public struct Gradient: Sendable {
    public var stops: [(location: Double, color: Color)]
    public init(stops: [(location: Double, color: Color)]) { self.stops = stops }
    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { (n > 1 ? Double($0.offset) / Double(n - 1) : 0, $0.element) }
    }

    /// The colour at a location, blended between the stops around it.
    public func color(at location: Double) -> Color {
        guard let first = stops.first else { return .clear }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return Color(
                red: a.color.red + (b.color.red - a.color.red) * t,
                green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
        }
        return stops[stops.count - 1].color
    }
}

/// A 2-D affine transform of the canvas' user space: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct CanvasTransform: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
    /// Whether it maps the plane onto itself (not onto a line or a point).
    var isInvertible: Bool { abs(a * d - b * c) > 1e-12 }
}

/// Painting for apps' own drawing (UIKit's `CGContext`, `UIBezierPath`, shape and gradient layers): fill rules,
/// gradients and transforms beside the shapes of `Canvas`.
extension Canvas {
    /// Fills a path with a colour by a fill rule.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        cairo_save(cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        Path.append(path, to: cr)
        setSource(color)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Limits drawing to a path's inside by a fill rule (until the state is restored).
    public func clip(to path: Path, rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        Path.append(path, to: cr)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a path with a linear gradient from `start` to `end` (the colours continue past both ends when
    /// `extend` is true, else the area beyond them stays clear).
    public func fill(
        _ path: Path, linear gradient: Gradient, from start: CGPoint, to end: CGPoint, extend: Bool = true,
        rule: FillRule = .winding
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        else { return }
        paint(path, pattern: pattern, gradient: gradient, extend: extend, rule: rule)
    }

    /// Fills a path with a radial gradient between two circles.
    public func fill(
        _ path: Path, radial gradient: Gradient, startCenter: CGPoint, startRadius: Double, endCenter: CGPoint,
        endRadius: Double, extend: Bool = true, rule: FillRule = .winding
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
            let pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        else { return }
        paint(path, pattern: pattern, gradient: gradient, extend: extend, rule: rule)
    }

    private func paint(_ path: Path, pattern: OpaquePointer, gradient: Gradient, extend: Bool, rule: FillRule) {
        defer { cairo_pattern_destroy(pattern) }
        func c(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, c(stop.location), c(stop.color.red), c(stop.color.green), c(stop.color.blue),
                c(stop.color.alpha))
        }
        cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        Path.append(path, to: cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Applies a transform to the user space (after the current one). Ignored when it is not finite or would
    /// flatten the plane.
    public func concatenate(_ t: CanvasTransform) {
        guard t.isFinite, t.isInvertible else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }
}
