import Foundation

/// Errors creating or writing a canvas.
public struct CanvasError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A blurred shadow: colour (with alpha), offset and blur radius in points (as CALayer's shadowRadius).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var radius: Double
    public init(color: Color, offset: Point = .zero, radius: Double) { self.color = color; self.offset = offset; self.radius = radius }
}

/// A vector path in points.
public struct Path: Sendable {
    public enum Element: Sendable {
        case move(Point), line(Point), curve(Point, Point, Point), arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool), close
    }
    public private(set) var elements: [Element] = []
    public init() {}
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) { elements.append(.curve(control1, control2, p)) }
    /// Angles in radians, 0 = +x, increasing clockwise on screen (y grows downwards) when `clockwise` is true.
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
    }
    public mutating func close() { elements.append(.close) }

    /// A rectangle with a radius per corner (each clamped to half the shorter side).
    public static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        var p = Path()
        let m = min(r.width, r.height) / 2
        let tl = min(radii.topLeft, m), tr = min(radii.topRight, m), br = min(radii.bottomRight, m), bl = min(radii.bottomLeft, m)
        p.move(to: Point(x: r.minX + tl, y: r.minY))
        p.line(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.arc(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, start: -.pi / 2, end: 0) }
        p.line(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.arc(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, start: 0, end: .pi / 2) }
        p.line(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.arc(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, start: .pi / 2, end: .pi) }
        p.line(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.arc(center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, start: .pi, end: 1.5 * .pi) }
        p.close()
        return p
    }
    public static func ellipse(in r: Rect) -> Path {
        // Four cubic Béziers approximating an ellipse.
        let k = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        p.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        p.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        p.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        p.close()
        return p
    }
    public static func rect(_ r: Rect) -> Path { roundedRect(r, radii: .zero) }
}

public enum LineCap: Sendable { case butt, round, square }
public enum LineJoin: Sendable { case miter, round, bevel }

/// A Cairo image surface at scale 1, 2 or 3 that views paint into, in points.
public final class Canvas {
    public let width: Double
    public let height: Double
    public let scale: Double
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The largest side in pixels Cairo can allocate.
    public static let maxPixelSide = 32767

    /// Throws `CanvasError` for a zero/negative size, a scale outside 1…3 or a surface Cairo cannot allocate.
    public init(width: Double, height: Double, scale: Double = 1) throws {
        self.width = width; self.height = height; self.scale = scale
        fatalError("TODO")
    }

    // State
    public func save() { fatalError("TODO") }
    public func restore() { fatalError("TODO") }
    /// Runs `body` between save and restore.
    public func withState(_ body: () throws -> Void) rethrows { save(); defer { restore() }; try body() }
    public func translate(x: Double, y: Double) { fatalError("TODO") }
    /// Mirrors the x axis around the canvas centre (for right-to-left screens).
    public func scaleBy(x: Double, y: Double) { fatalError("TODO") }
    public func clip(to path: Path) { fatalError("TODO") }
    public func clip(to rect: Rect, radii: CornerRadii = .zero) { clip(to: Path.roundedRect(rect, radii: radii)) }
    /// Paints everything drawn in `body` with the given opacity (a transparency group).
    public func withAlpha(_ alpha: Double, _ body: () throws -> Void) rethrows { fatalError("TODO") }

    // Shapes
    public func fill(_ path: Path, color: Color) { fatalError("TODO") }
    public func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap = .butt, join: LineJoin = .miter,
                       dash: [Double] = []) { fatalError("TODO") }
    public func fill(_ rect: Rect, radii: CornerRadii = .zero, color: Color) { fill(Path.roundedRect(rect, radii: radii), color: color) }
    /// Strokes a border inside `rect` (like CALayer.borderWidth).
    public func strokeBorder(_ rect: Rect, radii: CornerRadii = .zero, color: Color, lineWidth: Double) { fatalError("TODO") }
    public func fillEllipse(in rect: Rect, color: Color) { fill(Path.ellipse(in: rect), color: color) }
    /// Paints a blurred shadow of `path` (Gaussian-like blur with the given radius), not the path itself.
    public func shadow(of path: Path, _ shadow: Shadow) { fatalError("TODO") }
    /// Clears the whole canvas to a colour.
    public func clear(_ color: Color) { fatalError("TODO") }
    /// Punches a transparent hole (for the avatar's presence notch).
    public func erase(_ path: Path) { fatalError("TODO") }

    // Text and images
    /// Draws the layout with its top-left corner at `origin`.
    public func draw(_ text: TextLayout, at origin: Point) { fatalError("TODO") }
    public func draw(_ image: Image, in rect: Rect, contentMode: ContentMode = .scaleToFill, alpha: Double = 1) { fatalError("TODO") }
    /// Draws a template image: its alpha channel filled with `tint`, fitted (aspect-fit, centred) into `rect`.
    public func draw(template image: Image, in rect: Rect, tint: Color) { fatalError("TODO") }
    /// Draws another canvas (e.g. a panel of a before/after composite) with its top-left at `origin`, in points.
    public func draw(_ canvas: Canvas, at origin: Point) { fatalError("TODO") }

    // Output
    /// PNG bytes (deterministic: the same drawing gives the same bytes).
    public func pngData() throws -> Data { fatalError("TODO") }
    /// Writes the PNG atomically: a temporary file in the same folder, then a rename.
    public func writePNG(to path: String) throws { fatalError("TODO") }
    /// Straight-alpha RGBA pixels, row by row (for tests and diffs).
    public func rgbaPixels() -> [UInt8] { fatalError("TODO") }
}
