import Foundation

@_implementationOnly import CCairo

extension Canvas {
    public func draw(_ image: Image, in rect: CGRect, contentMode: ContentMode = .scaleToFill, alpha: Double = 1) {
        guard rect.isFinite, !rect.isEmpty, alpha > 0 else { return }
        let target = Canvas.frame(of: image.size, in: rect, contentMode: contentMode)
        guard !target.isEmpty else { return }
        cairo_save(cr)
        if contentMode == .aspectFill {
            // Crop to the rectangle, as an image view with clipsToBounds.
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
        }
        image.paint(in: cr, rect: target, alpha: min(alpha, 1))
        cairo_restore(cr)
    }

    /// Draws a template image: its alpha channel filled with `tint`, fitted (aspect-fit, centred) into `rect`.
    public func draw(template image: Image, in rect: CGRect, tint: Color) {
        guard rect.isFinite, !rect.isEmpty, tint.alpha > 0 else { return }
        let target = Canvas.frame(of: image.size, in: rect, contentMode: .aspectFit)
        guard !target.isEmpty else { return }
        // Paint the icon unrotated into its own surface at the device resolution, then use it as a mask under the
        // current transform (librsvg under a rotated or mirrored context unbalances cairo's groups).
        var dx = 1.0
        var dy = 0.0
        var ex = 0.0
        var ey = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        let deviceScale = max((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot(), 1)
        let pw = max(1, Int((target.width * deviceScale).rounded(.up)))
        let ph = max(1, Int((target.height * deviceScale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let c2 = cairo_create(surface) else { return }
        cairo_scale(c2, Double(pw) / target.width, Double(ph) / target.height)
        image.paint(in: c2, rect: CGRect(x: 0, y: 0, width: target.width, height: target.height))
        cairo_destroy(c2)
        cairo_surface_flush(surface)
        if isVector {
            paintTinted(
                mask: surface, color: tint, origin: CGPoint(x: target.minX, y: target.minY),
                pixelWidth: target.width / Double(pw), pixelHeight: target.height / Double(ph))
            return
        }
        guard let mask = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(mask) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(pw) / target.width, Double(ph) / target.height)
        cairo_matrix_translate(&m, -target.minX, -target.minY)
        cairo_pattern_set_matrix(mask, &m)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
        cairo_save(cr)
        setSource(tint)
        cairo_mask(cr, mask)
        cairo_restore(cr)
    }

    /// Draws another canvas (e.g. a panel of a before/after composite) with its top-left at `origin`, in points.
    public func draw(_ canvas: Canvas, at origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite, canvas !== self else { return }
        cairo_surface_flush(canvas.surface)
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, 1 / canvas.scale, 1 / canvas.scale)
        cairo_rectangle(cr, 0, 0, Double(canvas.pixelWidth), Double(canvas.pixelHeight))
        if isVector {
            // Painted through a clip rather than filled: cairo's SVG writer places a painted drawing as a group, and
            // a filled one as a pattern, inside which its masks (icons, shadows) lose their place.
            cairo_clip(cr)
            cairo_set_source_surface(cr, canvas.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        let pattern = cairo_pattern_create_for_surface(canvas.surface)!
        cairo_pattern_set_filter(pattern, Image.filter(for: cr))
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Where an image of natural `size` goes inside `rect` for a content mode (centred for all but scaleToFill).
    public static func frame(of size: CGSize, in rect: CGRect, contentMode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let w: Double
        let h: Double
        switch contentMode {
        case .scaleToFill: return rect
        case .aspectFit:
            let s = min(rect.width / size.width, rect.height / size.height)
            w = size.width * s
            h = size.height * s
        case .aspectFill:
            let s = max(rect.width / size.width, rect.height / size.height)
            w = size.width * s
            h = size.height * s
        case .center:
            w = size.width
            h = size.height
        }
        return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }
}

extension CGRect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
