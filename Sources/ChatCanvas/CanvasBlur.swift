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
