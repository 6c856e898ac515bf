import Foundation
@_implementationOnly import CCairo

extension Canvas {
    /// Blurs everything painted so far (a backdrop blur, like UIKit's `UIBlurEffect`): each channel of the
    /// premultiplied pixels gets the shadow's three box-blur passes (≈ a Gaussian with σ = radius / 2 points),
    /// at a reduced resolution for large radii. Integer arithmetic only: the same pixels on every run. The picture
    /// is taken to go on past its edges with its edge pixels (as a backdrop blur of a full screen does), so an
    /// opaque picture stays opaque up to its edges instead of fading into the transparent nothing around it.
    public func blurContents(radius: Double) {
        let sigma = max(0, radius) / 2 * scale
        guard sigma >= 0.2, radius.isFinite else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let w = pixelWidth
        let h = pixelHeight
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Work at 1/factor of the pixels (a blurred picture has no fine detail), then scale back up.
        let factor = max(1, Int((sigma / 8).rounded(.down)))
        let sw = (w + factor - 1) / factor
        let sh = (h + factor - 1) / factor
        let boxes = ShadowBlur.boxSizes(sigma: sigma / Double(factor))
        // The small plane has a margin as wide as the blur reaches, filled with the nearest edge pixel.
        let margin = boxes.reduce(0) { $0 + $1 / 2 } + 1
        let pw = sw + 2 * margin
        let ph = sh + 2 * margin
        var plane = [UInt8](repeating: 0, count: pw * ph)
        var small = [UInt8](repeating: 0, count: sw * sh)
        for channel in 0..<4 {
            // Average each factor×factor block into the small plane.
            for y in 0..<sh {
                for x in 0..<sw {
                    var sum = 0
                    var n = 0
                    for yy in (y * factor)..<min(h, (y + 1) * factor) {
                        for xx in (x * factor)..<min(w, (x + 1) * factor) {
                            sum += Int(data[yy * stride + xx * 4 + channel])
                            n += 1
                        }
                    }
                    small[y * sw + x] = UInt8((sum + n / 2) / max(1, n))
                }
            }
            for y in 0..<ph {
                let sy = min(sh - 1, max(0, y - margin))
                for x in 0..<pw { plane[y * pw + x] = small[sy * sw + min(sw - 1, max(0, x - margin))] }
            }
            plane.withUnsafeMutableBufferPointer {
                ShadowBlur.blurA8($0.baseAddress!, width: pw, height: ph, stride: pw, .boxes(boxes))
            }
            for y in 0..<sh {
                for x in 0..<sw { small[y * sw + x] = plane[(y + margin) * pw + x + margin] }
            }
            for y in 0..<h {
                for x in 0..<w { data[y * stride + x * 4 + channel] = Self.sample(small, sw, sh, x, y, factor) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Bilinear sample of the small plane at full-resolution pixel (x, y).
    private static func sample(_ p: [UInt8], _ w: Int, _ h: Int, _ x: Int, _ y: Int, _ f: Int) -> UInt8 {
        if f == 1 { return p[y * w + x] }
        // Pixel centres: full (x + 0.5) ↔ small (x + 0.5) / f − 0.5, in 1/256 steps.
        let fx = max(0, ((2 * x + 1) * 128) / f - 128)
        let fy = max(0, ((2 * y + 1) * 128) / f - 128)
        let x0 = min(w - 1, fx >> 8)
        let y0 = min(h - 1, fy >> 8)
        let x1 = min(w - 1, x0 + 1)
        let y1 = min(h - 1, y0 + 1)
        let ax = fx & 255
        let ay = fy & 255
        let top = Int(p[y0 * w + x0]) * (256 - ax) + Int(p[y0 * w + x1]) * ax
        let bottom = Int(p[y1 * w + x0]) * (256 - ax) + Int(p[y1 * w + x1]) * ax
        return UInt8((top * (256 - ay) + bottom * ay + 32768) >> 16)
    }
}

extension Canvas {
    /// Blurs what is painted so far behind a rounded rectangle (user space), as a `UIVisualEffectView` with a blur
    /// effect shows it: the pixels around the shape take part in the blur (beyond the picture's edges, its edge
    /// pixels), and only the shape's inside (within the current clip) changes. Three box-blur passes ≈ a Gaussian of
    /// σ = radius / 2 points; integer arithmetic, the same pixels on every run. A vector canvas is left as it is.
    public func blurBackdrop(in rect: CGRect, radii: CornerRadii = .zero, radius: Double) {
        let sigma = max(0, radius) / 2 * scale
        let corners = [rect.minX, rect.minY, rect.maxX, rect.maxY].map(Double.init)
        guard !isVector, sigma >= 0.2, radius.isFinite, corners.allSatisfy(\.isFinite), !rect.isEmpty else { return }
        let target = cairo_get_group_target(cr)!
        cairo_surface_flush(target)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(target)
        else { return }
        let w = Int(cairo_image_surface_get_width(target))
        let h = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The shape's bounding box in the target's pixels.
        var xs: [Double] = []
        var ys: [Double] = []
        for (ux, uy) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        {
            var x = Double(ux)
            var y = Double(uy)
            cairo_user_to_device(cr, &x, &y)
            xs.append(x + offsetX)
            ys.append(y + offsetY)
        }
        let x0 = max(0, Int(xs.min()!.rounded(.down)))
        let y0 = max(0, Int(ys.min()!.rounded(.down)))
        let x1 = min(w, Int(xs.max()!.rounded(.up)))
        let y1 = min(h, Int(ys.max()!.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let boxes = ShadowBlur.boxSizes(sigma: sigma)
        let margin = ShadowBlur.Method.boxes(boxes).reach + 1
        // The plane: the box and the margin the blur reaches, nearest picture pixel where it leaves the picture.
        let pw = x1 - x0 + 2 * margin
        let ph = y1 - y0 + 2 * margin
        let bw = x1 - x0
        let bh = y1 - y0
        guard let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bw), Int32(bh)) else { return }
        defer { cairo_surface_destroy(blurred) }
        guard cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS, let out = cairo_image_surface_get_data(blurred)
        else { return }
        let outStride = Int(cairo_image_surface_get_stride(blurred))
        var plane = [UInt8](repeating: 0, count: pw * ph)
        for channel in 0..<4 {
            for py in 0..<ph {
                let sy = min(h - 1, max(0, y0 - margin + py))
                for px in 0..<pw {
                    let sx = min(w - 1, max(0, x0 - margin + px))
                    plane[py * pw + px] = data[sy * stride + sx * 4 + channel]
                }
            }
            plane.withUnsafeMutableBufferPointer {
                ShadowBlur.blurA8($0.baseAddress!, width: pw, height: ph, stride: pw, .boxes(boxes))
            }
            for y in 0..<bh {
                for x in 0..<bw { out[y * outStride + x * 4 + channel] = plane[(y + margin) * pw + x + margin] }
            }
        }
        cairo_surface_mark_dirty(blurred)
        // Paint the blurred box through the shape (and the current clip), pixel for pixel.
        cairo_save(cr)
        Path.append(Path.roundedRect(rect, radii: radii), to: cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, blurred, Double(x0) - offsetX, Double(y0) - offsetY)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
