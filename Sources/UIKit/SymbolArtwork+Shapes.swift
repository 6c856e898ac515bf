import ChatCanvas
import Foundation

/// Building blocks the symbol drawings share: filled shapes with rounded corners, mirrored and slashed variants,
/// glyphs inside a ring or knocked out of a disc, and regular outlines (stars, gears) computed from their radii.
extension SymbolArtwork {
    /// A filled path whose corners are rounded by an outline of the same colour `round` wide.
    static func solid(_ d: String, round width: Double = 1.5, color: String = "#000") -> String {
        "<path d=\"\(d)\" fill=\"\(color)\" stroke=\"\(color)\" stroke-width=\"\(n(width))\" stroke-linejoin=\"round\"/>"
    }

    /// A rectangle with rounded corners, outlined `width` wide (`width` 0: filled).
    static func box(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ width: Double = 1.5,
        color: String = "#000"
    ) -> String {
        let paint =
            width > 0
            ? "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"" : "fill=\"\(color)\""
        return "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(radius))\" \(paint)/>"
    }

    /// `body` mirrored left to right in a document `width` wide.
    static func mirrored(_ width: Double, _ body: String) -> String {
        "<g transform=\"matrix(-1 0 0 1 \(n(width)) 0)\">\(body)</g>"
    }

    /// `body` turned upside down in a document `height` tall.
    static func upsideDown(_ height: Double, _ body: String) -> String {
        "<g transform=\"matrix(1 0 0 -1 0 \(n(height)))\">\(body)</g>"
    }

    /// `body` scaled by `factor` about the centre of a `width` × `height` document.
    static func scaled(_ width: Double, _ height: Double, _ factor: Double, _ body: String) -> String {
        let dx = round2(width / 2 * (1 - factor))
        let dy = round2(height / 2 * (1 - factor))
        return "<g transform=\"matrix(\(n(factor)) 0 0 \(n(factor)) \(n(dx)) \(n(dy)))\">\(body)</g>"
    }

    /// A document `width` × `height` of `shape` crossed out by a diagonal stroke, with a gap cut around the stroke.
    static func slashed(_ width: Double, _ height: Double, _ shape: String) -> String {
        let line = "M2.4 2.4 L\(n(width - 2.4)) \(n(height - 2.4))"
        return document(
            width, height,
            knockout(width, height, shape: shape, cutout: stroke(line, 4, color: "#000")) + stroke(line, 1.6))
    }

    /// A 20-point ring around `glyph`.
    static func circled(_ glyph: String) -> String { document(20, 20, ring(10, 10, 8.8, 1.5) + glyph) }

    /// A 20-point disc with `glyph` knocked out of it.
    static func discWith(_ glyph: String) -> String {
        document(20, 20, knockout(20, 20, shape: circle(10, 10, 10), cutout: glyph))
    }

    /// A closed path through `points`.
    static func polygon(_ points: [(Double, Double)]) -> String {
        points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(n(round2($0.element.0))) \(n(round2($0.element.1)))" }
            .joined(separator: " ") + " Z"
    }

    /// The corners of a star (or a toothed wheel) about (`cx`, `cy`): `count` points `outer` from the centre with
    /// notches `inner` from it, the first point straight up; `flat` > 0 widens each point and notch into an edge
    /// that many degrees wide.
    static func starPoints(
        _ cx: Double, _ cy: Double, outer: Double, inner: Double, count: Int, flat: Double = 0
    ) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        let step = 360 / Double(count)
        for i in 0..<count {
            for (radius, middle) in [(outer, Double(i) * step), (inner, (Double(i) + 0.5) * step)] {
                let spread = flat > 0 ? [middle - flat / 2, middle + flat / 2] : [middle]
                for angle in spread {
                    let a = (angle - 90) * Double.pi / 180
                    points.append((cx + radius * cos(a), cy + radius * sin(a)))
                }
            }
        }
        return points
    }

    /// An arc of radius `r` about (`cx`, `cy`) from angle `from` to `to` (degrees, clockwise from 3 o'clock).
    static func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double) -> String {
        func point(_ degrees: Double) -> String {
            let a = degrees * Double.pi / 180
            return "\(n(round2(cx + r * cos(a)))) \(n(round2(cy + r * sin(a))))"
        }
        let large = abs(to - from) > 180 ? 1 : 0
        let sweep = to > from ? 1 : 0
        return "M\(point(from)) A\(n(r)) \(n(r)) 0 \(large) \(sweep) \(point(to))"
    }

    /// A four-pointed sparkle about (`cx`, `cy`) reaching `r` out, its sides curving in.
    static func sparkle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
        let c = "\(n(cx)) \(n(cy))"
        return fill(
            "M\(n(cx)) \(n(round2(cy - r))) Q\(c) \(n(round2(cx + r))) \(n(cy)) Q\(c) \(n(cx)) \(n(round2(cy + r))) "
                + "Q\(c) \(n(round2(cx - r))) \(n(cy)) Q\(c) \(n(cx)) \(n(round2(cy - r))) Z")
    }

    /// `v` rounded to two decimals (short, stable SVG numbers).
    static func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
