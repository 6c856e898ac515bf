import Foundation

@_implementationOnly import CCairo

extension Canvas {
    /// Paints `color` through an alpha mask image on a vector canvas, as a tinted image placed by the transform:
    /// pixel (0, 0) of `mask` at `origin` in the current user space, each pixel `pixelWidth`×`pixelHeight` units.
    /// (Cairo's SVG writer misplaces a mask pattern that has an offset, inside a drawing drawn into another one;
    /// an image with a transform it places right, in PDF too.)
    func paintTinted(mask: OpaquePointer, color: Color, origin: CGPoint, pixelWidth: Double, pixelHeight: Double) {
        let w = cairo_image_surface_get_width(mask)
        let h = cairo_image_surface_get_height(mask)
        guard w > 0, h > 0, let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return }
        defer { cairo_surface_destroy(tinted) }
        let t = cairo_create(tinted)
        func c(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(t, c(color.red), c(color.green), c(color.blue), c(color.alpha))
        cairo_mask_surface(t, mask, 0, 0)
        cairo_destroy(t)
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, pixelWidth, pixelHeight)
        cairo_set_source_surface(cr, tinted, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
