import Foundation

@_implementationOnly import CCairo

/// Errors creating or writing a canvas.
public struct CanvasError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A surface that views paint into, in points: a Cairo image surface at scale 1, 2 or 3, or (`vector`) a recording
/// surface that keeps the drawing as vector operations for PDF and SVG (`CanvasOutput`). Both take the same drawing
/// calls with the same user space: a vector canvas's device space is in pixels of `scale` too (its device scale maps
/// them back to points), so blurred shadows and icon masks are computed at the same resolution as in the PNG.
public final class Canvas {
    public let width: Double
    public let height: Double
    public let scale: Double
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The largest side in pixels Cairo can allocate.
    public static let maxPixelSide = 32767

    /// Whether this is a recording (vector) surface rather than pixels.
    public let isVector: Bool

    /// The ARGB32 image surface (or the recording surface) and its drawing context (user space in points).
    let surface: OpaquePointer
    /// The pixels of an image surface (nil for a vector canvas).
    private let pixelBuffer: PixelBuffer?
    let cr: OpaquePointer
    /// Bytes reserved in `ImageMemory` for the pixels (0 for a vector canvas), given back at deinit.
    private let reservedBytes: Int
    /// Open `save()`s, so an unbalanced `restore()` cannot put cairo into its error state.
    private var saveDepth = 0
    /// Saves made before the current transparency group, which `restore()` inside the group must not undo.
    private var saveFloor = 0

    /// Throws `CanvasError` for a zero/negative size, a scale outside 1…3 or a surface Cairo cannot allocate.
    public convenience init(width: Double, height: Double, scale: Double = 1) throws {
        try self.init(width: width, height: height, scale: scale, vector: false)
    }

    /// A canvas that records vectors (`vector`: for PDF and SVG) or pixels; see `init(width:height:scale:)`.
    public init(width: Double, height: Double, scale: Double, vector: Bool) throws {
        self.width = width
        self.height = height
        self.scale = scale
        self.isVector = vector
        guard scale == 1 || scale == 2 || scale == 3 else {
            throw CanvasError("canvas scale \(scale.clean) is not supported: use 1, 2 or 3")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CanvasError(
                "canvas size \(width.clean)×\(height.clean) pt is invalid: width and height must be greater than 0")
        }
        let pw = (width * scale).rounded()
        let ph = (height * scale).rounded()
        guard pw <= Double(Canvas.maxPixelSide), ph <= Double(Canvas.maxPixelSide) else {
            throw CanvasError(
                "canvas size \(width.clean)×\(height.clean) pt at scale \(scale.clean) is \(pw.clean)×\(ph.clean) pixels, "
                    + "more than the limit of \(Canvas.maxPixelSide) pixels a side")
        }
        guard pw >= 1, ph >= 1 else {
            throw CanvasError(
                "canvas size \(width.clean)×\(height.clean) pt at scale \(scale.clean) is smaller than one pixel")
        }
        // Pixels count against the process's budget (shared with decoded images) before they are allocated.
        let bytes = vector ? 0 : Int(pw) * Int(ph) * 4
        if let problem = ImageMemory.reserve(
            bytes, what: "a \(pw.clean)×\(ph.clean) pixel canvas needs \(ImageMemory.mebibytes(bytes))")
        {
            throw CanvasError(problem)
        }
        reservedBytes = bytes
        var allocated = false
        defer { if !allocated { ImageMemory.release(bytes) } }
        var buffer: PixelBuffer? = nil
        let surface: OpaquePointer
        if vector {
            guard let recording = Canvas.recordingSurface(width: width, height: height, scale: scale) else {
                throw CanvasError("cannot allocate a \(pw.clean)×\(ph.clean) pixel canvas")
            }
            surface = recording
        } else {
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pw)))
            guard stride > 0, let pixels = PixelBuffer(size: stride * Int(ph)) else {
                throw CanvasError("cannot allocate a \(pw.clean)×\(ph.clean) pixel canvas")
            }
            buffer = pixels
            surface = cairo_image_surface_create_for_data(
                pixels.base.assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph), Int32(stride))
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            buffer?.release()
            throw CanvasError(
                "cannot allocate a \(pw.clean)×\(ph.clean) pixel canvas (cairo: \(String(cString: cairo_status_to_string(status))))"
            )
        }
        guard let cr = cairo_create(surface), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            buffer?.release()
            throw CanvasError("cannot create a drawing context for a \(pw.clean)×\(ph.clean) pixel canvas")
        }
        self.surface = surface
        self.pixelBuffer = buffer
        self.cr = cr
        allocated = true
        cairo_scale(cr, scale, scale)
        cairo_set_font_options(cr, PangoEnvironment.fontOptions.options)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// A recording surface of `width`×`height` points whose device space is in pixels of `scale`.
    private static func recordingSurface(width: Double, height: Double, scale: Double) -> OpaquePointer? {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        cairo_surface_set_device_scale(surface, 1 / scale, 1 / scale)
        return surface
    }

    deinit {
        cairo_destroy(cr)
        if let pixelBuffer {
            // Finishing first makes cairo copy the pixels into anything that still refers to them (a recording
            // of this canvas drawn into a vector canvas) before the memory goes.
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            pixelBuffer.release()
        } else {
            cairo_surface_destroy(surface)
        }
        ImageMemory.release(reservedBytes)
    }

    // State
    public func save() {
        cairo_save(cr)
        saveDepth += 1
    }
    public func restore() {
        guard saveDepth > saveFloor else { return }
        cairo_restore(cr)
        saveDepth -= 1
    }
    /// Runs `body` between save and restore.
    public func withState(_ body: () throws -> Void) rethrows {
        save()
        defer { restore() }
        try body()
    }
    public func translate(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, x, y)
    }
    /// Scales the user space about its current origin; `scaleBy(x: -1, y: 1)` after translating to a centre
    /// mirrors around that centre (for right-to-left screens and images). Zero or non-finite factors are ignored.
    public func scaleBy(x: Double, y: Double) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cr, x, y)
    }
    /// Rotates the user space about its current origin by `angle` radians, clockwise on screen (y grows downwards).
    public func rotate(by angle: Double) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, angle)
    }
    public func clip(to path: Path) {
        Path.append(path, to: cr)
        cairo_clip(cr)
    }
    public func clip(to rect: CGRect, radii: CornerRadii = .zero) { clip(to: Path.roundedRect(rect, radii: radii)) }

    /// The nearest y at or above `y` (in the current coordinates) on a row boundary of the surface's pixels: where
    /// UIKit puts a label's baseline (it draws text on whole pixels). `y` itself when the coordinates are rotated
    /// or not finite.
    public func pixelRowBoundary(atOrAbove y: Double) -> Double {
        guard y.isFinite else { return y }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.yx == 0, matrix.xy == 0, matrix.yy != 0 else { return y }
        var dx = 0.0
        var dy = y
        cairo_user_to_device(cr, &dx, &dy)
        // Up on the screen is down in the coordinates when they are flipped.
        let row = matrix.yy > 0 ? (dy + 1e-6).rounded(.down) : (dy - 1e-6).rounded(.up)
        dx = 0
        dy = row
        cairo_device_to_user(cr, &dx, &dy)
        return dy
    }

    /// Whether anything drawn inside `rect` (in the current coordinates) could show: it meets the clip's extents.
    public func mayShow(_ rect: CGRect) -> Bool {
        let clip = clipBounds
        return rect.maxX >= clip.minX && rect.minX <= clip.maxX && rect.maxY >= clip.minY && rect.minY <= clip.maxY
    }
    /// The part of the current coordinate space that drawing can reach (the clip's bounding box).
    public var clipBounds: CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    /// Paints everything drawn in `body` with the given opacity (a transparency group).
    ///
    /// `within` (current coordinates), when given, must hold everything `body` draws: the group then only
    /// covers those pixels (rounded out to whole pixels) rather than the whole canvas — a 32-pt avatar's group
    /// at 3x is a few hundred pixels a side instead of a full screenshot to clear and composite.
    public func withAlpha(_ alpha: Double, within extent: CGRect? = nil, _ body: () throws -> Void) rethrows {
        let depth = saveDepth
        let floor = saveFloor
        cairo_save(cr)
        if let extent, extent.isFinite, !isVector { clipToWholePixels(around: extent) }
        cairo_push_group(cr)
        saveFloor = depth
        defer {
            while saveDepth > depth { restore() }
            saveFloor = floor
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha.isFinite ? min(max(alpha, 0), 1) : 1)
            cairo_restore(cr)
        }
        try body()
    }

    /// Clips to the device pixels that `rect` (current coordinates) touches, within the canvas: a pixel-aligned
    /// clip, so pixels inside it are drawn exactly as without it. (Kept inside the canvas, the rectangle stays far
    /// from the limits of Cairo's fixed-point coordinates even when the extent is a whole transcript.)
    private func clipToWholePixels(around rect: CGRect) {
        var xs: [Double] = [rect.minX, rect.maxX, rect.minX, rect.maxX]
        var ys: [Double] = [rect.minY, rect.minY, rect.maxY, rect.maxY]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let w = Double(pixelWidth)
        let h = Double(pixelHeight)
        let x0 = min(max(xs.min()!.rounded(.down), 0), w)
        let x1 = min(max(xs.max()!.rounded(.up), x0), w)
        let y0 = min(max(ys.min()!.rounded(.down), 0), h)
        let y1 = min(max(ys.max()!.rounded(.up), y0), h)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    // Shapes
    public func fill(_ path: Path, color: Color) {
        Path.append(path, to: cr)
        setSource(color)
        cairo_fill(cr)
    }
    public func stroke(
        _ path: Path, color: Color, lineWidth: Double, cap: LineCap = .butt, join: LineJoin = .miter,
        dash: [Double] = [], dashOffset: Double = 0
    ) {
        guard lineWidth.isFinite, lineWidth > 0 else { return }
        cairo_save(cr)
        Path.append(path, to: cr)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        // cairo rejects negative or all-zero dash arrays by entering an error state; ignore those.
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            let offset = dashOffset.isFinite ? dashOffset : 0
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }
    public func fill(_ rect: CGRect, radii: CornerRadii = .zero, color: Color) {
        fill(Path.roundedRect(rect, radii: radii), color: color)
    }
    /// Strokes a border inside `rect` (like CALayer.borderWidth).
    public func strokeBorder(_ rect: CGRect, radii: CornerRadii = .zero, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth > 0, !rect.isEmpty else { return }
        // The ring between the outer rounded rect and the same shape inset by the line width: exactly what
        // stroking the path inset by lineWidth/2 covers, and still right when the border fills the rect.
        let inner = rect.insetBy(dx: lineWidth, dy: lineWidth)
        Path.append(Path.roundedRect(rect, radii: radii), to: cr)
        if !inner.isEmpty {
            let innerRadii = CornerRadii(
                topLeft: max(0, radii.topLeft - lineWidth), topRight: max(0, radii.topRight - lineWidth),
                bottomRight: max(0, radii.bottomRight - lineWidth), bottomLeft: max(0, radii.bottomLeft - lineWidth))
            Path.append(Path.roundedRect(inner, radii: innerRadii), to: cr, newPath: false)
        }
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    public func fillEllipse(in rect: CGRect, color: Color) { fill(Path.ellipse(in: rect), color: color) }
    /// Clears the whole canvas to a colour. (On a vector canvas, which is only ever cleared before anything is drawn,
    /// it paints over: PDF has no "source" operator, and over nothing the two are the same.)
    public func clear(_ color: Color) {
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, isVector ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }
    /// Punches a transparent hole (for the avatar's presence notch).
    public func erase(_ path: Path) {
        cairo_save(cr)
        Path.append(path, to: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // Text
    /// Draws the layout with its top-left corner at `origin`.
    public func draw(_ text: TextLayout, at origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        text.draw(in: cr, at: origin)
        for (attachment, frame) in text.attachmentFrames {
            guard let image = attachment.image else { continue }
            let rect = frame.offsetBy(dx: origin.x, dy: origin.y)
            if attachment.isTemplate {
                draw(template: image, in: rect, tint: attachment.tint ?? text.color)
            } else {
                draw(image, in: rect)
            }
        }
    }

    func setSource(_ color: Color) {
        func c(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(cr, c(color.red), c(color.green), c(color.blue), c(color.alpha))
    }
}
