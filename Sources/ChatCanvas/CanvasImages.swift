import CCairo
import Foundation

extension Canvas {
    public func draw(_ image: Image, in rect: Rect, contentMode: ContentMode = .scaleToFill, alpha: Double = 1) {
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
    public func draw(template image: Image, in rect: Rect, tint: Color) {
        guard rect.isFinite, !rect.isEmpty, tint.alpha > 0 else { return }
        let target = Canvas.frame(of: image.size, in: rect, contentMode: .aspectFit)
        guard !target.isEmpty else { return }
        cairo_save(cr)
        // The group is as large as the clip: keep it to the icon's frame (rounded out to whole pixels).
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        image.paint(in: cr, rect: target)
        let mask = cairo_pop_group(cr)
        setSource(tint)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cr)
    }

    /// Draws another canvas (e.g. a panel of a before/after composite) with its top-left at `origin`, in points.
    public func draw(_ canvas: Canvas, at origin: Point) {
        guard origin.x.isFinite, origin.y.isFinite, canvas !== self else { return }
        cairo_surface_flush(canvas.surface)
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, 1 / canvas.scale, 1 / canvas.scale)
        let pattern = cairo_pattern_create_for_surface(canvas.surface)!
        cairo_pattern_set_filter(pattern, Image.filter(for: cr))
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, 0, 0, Double(canvas.pixelWidth), Double(canvas.pixelHeight))
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Where an image of natural `size` goes inside `rect` for a content mode (centred for all but scaleToFill).
    public static func frame(of size: Size, in rect: Rect, contentMode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let w: Double, h: Double
        switch contentMode {
        case .scaleToFill: return rect
        case .aspectFit:
            let s = min(rect.width / size.width, rect.height / size.height)
            w = size.width * s; h = size.height * s
        case .aspectFill:
            let s = max(rect.width / size.width, rect.height / size.height)
            w = size.width * s; h = size.height * s
        case .center:
            w = size.width; h = size.height
        }
        return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }
}

extension Rect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
