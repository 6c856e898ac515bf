import Foundation

@_implementationOnly import CCairo

extension Canvas {
    /// Paints a blurred shadow of `path` (Gaussian-like blur with the given radius), not the path itself.
    ///
    /// The shape is rendered as an 8-bit mask into a small offscreen surface (its device-pixel bounds plus room
    /// for the blur, limited to what can reach the visible canvas), blurred with a Gaussian of σ = radius / 2 in
    /// points (as CALayer's shadowRadius), then painted in the shadow colour at the offset. Small blurs (σ under
    /// 2 pixels, e.g. the composer's 0.5-pt hairline shadow) use an exact Gaussian kernel; larger ones three
    /// box-blur passes each way. The blur itself is integer arithmetic, so the result is the same on every run.
    public func shadow(of path: Path, _ shadow: Shadow) {
        guard !path.elements.isEmpty, path.isFinite, shadow.color.alpha > 0,
            shadow.radius.isFinite, shadow.offset.x.isFinite, shadow.offset.y.isFinite
        else { return }

        cairo_save(cr)
        cairo_translate(cr, shadow.offset.x, shadow.offset.y)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Device pixels per point along the current transform.
        let deviceScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let sigma = max(0, shadow.radius) / 2 * deviceScale
        if sigma < 0.05 {
            // No visible blur: the shadow is the shape itself.
            Path.append(path, to: cr)
            setSource(shadow.color)
            cairo_fill(cr)
            cairo_restore(cr)
            return
        }

        // Device-space bounds of the shape and of the current clip.
        Path.append(path, to: cr)
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        cairo_new_path(cr)
        let shape = deviceBounds(m, x1, y1, x2, y2)
        var c1 = 0.0
        var d1 = 0.0
        var c2 = 0.0
        var d2 = 0.0
        cairo_clip_extents(cr, &c1, &d1, &c2, &d2)
        let clip = deviceBounds(m, c1, d1, c2, d2)
        cairo_restore(cr)

        // Large blurs are computed at a reduced resolution (a blurred mask has no fine detail) and scaled back
        // up when painted, which keeps the work and memory small for any radius.
        let factor = max(1, Int((sigma / 16).rounded(.up)))
        let k = Double(factor)
        let blur: ShadowBlur.Method =
            sigma < ShadowBlur.kernelLimit
            ? .kernel(ShadowBlur.pixelKernel(sigma: sigma))
            : .boxes(ShadowBlur.boxSizes(sigma: sigma / k))
        let pad = (blur.reach + 1) * factor
        let visible = (
            minX: max(0.0, clip.minX), minY: max(0.0, clip.minY),
            maxX: min(Double(pixelWidth), clip.maxX), maxY: min(Double(pixelHeight), clip.maxY)
        )
        // Mask pixels further than `pad` from the visible area cannot reach it.
        let left = max(Int(floor(shape.minX)) - pad, Int(floor(visible.minX)) - pad)
        let top = max(Int(floor(shape.minY)) - pad, Int(floor(visible.minY)) - pad)
        let right = min(Int(ceil(shape.maxX)) + pad, Int(ceil(visible.maxX)) + pad)
        let bottom = min(Int(ceil(shape.maxY)) + pad, Int(ceil(visible.maxY)) + pad)
        guard right > left, bottom > top else { return }
        let w = (right - left + factor - 1) / factor
        let h = (bottom - top + factor - 1) / factor
        guard w <= Canvas.maxPixelSide, h <= Canvas.maxPixelSide, w * h <= 64 << 20 else { return }

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskCR = cairo_create(mask) else { return }
        cairo_scale(maskCR, 1 / k, 1 / k)
        cairo_translate(maskCR, -Double(left), -Double(top))
        cairo_transform(maskCR, &m)
        Path.append(path, to: maskCR)
        cairo_set_source_rgba(maskCR, 0, 0, 0, 1)
        cairo_fill(maskCR)
        cairo_destroy(maskCR)
        cairo_surface_flush(mask)

        guard let data = cairo_image_surface_get_data(mask) else { return }
        ShadowBlur.blurA8(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(mask)), blur)
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        if isVector {
            paintTinted(
                mask: mask, color: shadow.color, origin: CGPoint(x: Double(left), y: Double(top)), pixelWidth: k,
                pixelHeight: k)
        } else if factor == 1 {
            cairo_mask_surface(cr, mask, Double(left), Double(top))
        } else {
            let pattern = cairo_pattern_create_for_surface(mask)!
            var patternMatrix = cairo_matrix_t()
            // Pattern space maps device → mask pixels.
            cairo_matrix_init_scale(&patternMatrix, 1 / k, 1 / k)
            cairo_matrix_translate(&patternMatrix, -Double(left), -Double(top))
            cairo_pattern_set_matrix(pattern, &patternMatrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    private func deviceBounds(_ m: cairo_matrix_t, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double)
    {
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            xs.append(m.xx * x + m.xy * y + m.x0)
            ys.append(m.yx * x + m.yy * y + m.y0)
        }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }
}

/// Gaussian blurs of an 8-bit alpha mask: an exact kernel for small σ, three box blurs (≈ Gaussian) for larger.
enum ShadowBlur {
    /// How a mask is blurred.
    enum Method {
        /// A separable kernel of fixed-point weights (summing to 2¹⁶), centred.
        case kernel([Int32])
        /// Odd box widths, one horizontal and one vertical pass each.
        case boxes([Int])

        /// How many pixels the blur spreads a pixel's value, each way.
        var reach: Int {
            switch self {
            case .kernel(let weights): return weights.count / 2
            case .boxes(let boxes): return boxes.reduce(0) { $0 + ($1 - 1) / 2 }
            }
        }
    }

    /// Below this σ (in pixels) three box blurs are too coarse (at σ = 0.25 they are no blur at all), so the
    /// exact kernel is used.
    static let kernelLimit = 2.0

    /// Weights of a Gaussian blur of σ pixels for a mask of pixel coverages: the Gaussian convolved with a
    /// pixel's footprint twice (the mask's and the result's area sampling), i.e. with a one-pixel triangle.
    /// A sharp edge then fades exactly as the continuous blur averaged over each pixel: at σ = 0.25 the row
    /// just outside the edge gets 10 % (UIKit's hairline shadow of radius 0.5).
    static func pixelKernel(sigma: Double) -> [Int32] {
        // Second antiderivative of the Gaussian: x·Φ(x/σ) + σ·φ(x/σ).
        func ramp(_ x: Double) -> Double {
            let z = x / sigma
            return x * 0.5 * (1 + erf(z / 2.0.squareRoot())) + sigma * exp(-z * z / 2) / (2 * Double.pi).squareRoot()
        }
        let r = Int((3 * sigma).rounded(.up)) + 1
        let weights = (-r...r).map { n -> Double in
            let x = Double(n)
            return max(0, ramp(x + 1) - 2 * ramp(x) + ramp(x - 1))
        }
        let total = weights.reduce(0, +)
        var fixed = weights.map { Int32(($0 / total * 65536).rounded()) }
        fixed[r] += 65536 - fixed.reduce(0, +)
        return fixed
    }

    /// Odd box widths whose three passes give a Gaussian of the given standard deviation (in pixels).
    static func boxSizes(sigma: Double, passes n: Int = 3) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let nn = Double(n)
        let mIdeal = (12 * sigma * sigma - nn * l * l - 4 * nn * l - 3 * nn) / (-4 * l - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { $0 < m ? lower : upper }
    }

    /// Blurs in place: a horizontal then a vertical pass of the kernel, or of each box as running sums (values
    /// kept ×256 between passes to avoid banding). Box passes are linear in the pixels, whatever the radius.
    static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, _ method: Method)
    {
        var a = [Int32](repeating: 0, count: w * h)
        var b = [Int32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { a[y * w + x] = Int32(data[y * stride + x]) << 8 }
        }
        a.withUnsafeMutableBufferPointer { src in
            b.withUnsafeMutableBufferPointer { tmp in
                switch method {
                case .kernel(let weights):
                    convolve(src, tmp, w, h, weights, step: 1)
                    convolve(tmp, src, w, h, weights, step: w)
                case .boxes(let boxes):
                    for box in boxes where box > 1 {
                        let r = (box - 1) / 2
                        horizontal(src, tmp, w, h, r)
                        vertical(tmp, src, w, h, r)
                    }
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w { data[y * stride + x] = UInt8(min(255, (a[y * w + x] + 128) >> 8)) }
        }
    }

    /// One pass of a fixed-point kernel along rows (`step` 1) or columns (`step` = width); outside is 0.
    ///
    /// Where every tap of a pixel's window holds the same value (inside a filled shape, or far from it) the
    /// weights, which sum to exactly 2¹⁶, give that value back, so it is copied without the multiplications:
    /// `lastChange` is, along the row (column), the last position up to the window's end whose value differs from
    /// the one before it; the window is uniform when that lies at or before its start.
    ///
    /// Whole rows are copied too (a shape's straight sides make runs of identical rows): along rows, a row equal
    /// to the one above gets the same result as that one; along columns, a row whose window holds identical rows
    /// is its own result.
    private static func convolve(
        _ src: UnsafeMutableBufferPointer<Int32>, _ dst: UnsafeMutableBufferPointer<Int32>,
        _ w: Int, _ h: Int, _ weights: [Int32], step: Int
    ) {
        let r = weights.count / 2
        let length = step == 1 ? w : h
        let rowBytes = w * MemoryLayout<Int32>.size
        func sameRows(_ a: Int, _ b: Int) -> Bool {
            memcmp(src.baseAddress! + a * w, src.baseAddress! + b * w, rowBytes) == 0
        }
        // Along columns: how many rows up to and including each one equal the row before them.
        var sameRun = [Int](repeating: 0, count: step == 1 ? 0 : h)
        if step != 1 {
            for y in stride(from: 1, to: h, by: 1) where sameRows(y, y - 1) { sameRun[y] = sameRun[y - 1] + 1 }
        }
        // Per column for the vertical pass (one entry for the horizontal pass, reset at each row).
        var lastChange = [Int](repeating: 0, count: step == 1 ? 1 : w)
        weights.withUnsafeBufferPointer { kernel in
            lastChange.withUnsafeMutableBufferPointer { lastChange in
                for y in 0..<h {
                    if step == 1, y > 0, sameRows(y, y - 1) {
                        (dst.baseAddress! + y * w).update(from: dst.baseAddress! + (y - 1) * w, count: w)
                        continue
                    }
                    // Every window row equal: no change within reach, so no column's `lastChange` would move.
                    if step != 1, y >= r, y + r < h, sameRun[y + r] >= 2 * r {
                        (dst.baseAddress! + y * w).update(from: src.baseAddress! + y * w, count: w)
                        continue
                    }
                    for x in 0..<w {
                        let i = y * w + x
                        let at = step == 1 ? x : y
                        let lane = step == 1 ? 0 : x
                        if at == 0 {
                            // Start of a row (column): the changes within the first window's reach.
                            lastChange[lane] = 0
                            for p in 1..<min(r + 1, length) where src[i + p * step] != src[i + (p - 1) * step] {
                                lastChange[lane] = p
                            }
                        } else if at + r < length, src[i + r * step] != src[i + (r - 1) * step] {
                            lastChange[lane] = at + r
                        }
                        var sum: Int64 = 0
                        if at >= r && at + r < length {
                            if lastChange[lane] <= at - r {
                                dst[i] = src[i]
                                continue
                            }
                            // Inside: every tap is in the row (column); the same sum, without the edge checks.
                            var k = i - r * step
                            for weight in kernel {
                                sum += Int64(src[k]) * Int64(weight)
                                k += step
                            }
                        } else {
                            for (j, weight) in kernel.enumerated() {
                                let p = at + j - r
                                if p >= 0, p < length { sum += Int64(src[i + (j - r) * step]) * Int64(weight) }
                            }
                        }
                        dst[i] = Int32(truncatingIfNeeded: (sum + (1 << 15)) >> 16)
                    }
                }
            }
        }
    }

    /// Division by the box width as a multiplication: (sum × ⌊2³² / d⌉ + 2³¹) >> 32, exact enough for 16-bit values.
    @inline(__always)
    private static func reciprocal(_ d: Int) -> Int64 { (Int64(1) << 32 + Int64(d) / 2) / Int64(d) }

    private static func horizontal(
        _ src: UnsafeMutableBufferPointer<Int32>, _ dst: UnsafeMutableBufferPointer<Int32>,
        _ w: Int, _ h: Int, _ r: Int
    ) {
        let inv = reciprocal(2 * r + 1)
        for y in 0..<h {
            let row = y * w
            var sum: Int64 = 0
            for x in 0..<min(r, w) { sum += Int64(src[row + x]) }
            for x in 0..<w {
                let incoming = x + r
                let outgoing = x - r - 1
                if incoming < w { sum += Int64(src[row + incoming]) }
                if outgoing >= 0 { sum -= Int64(src[row + outgoing]) }
                dst[row + x] = Int32(truncatingIfNeeded: (sum * inv + (1 << 31)) >> 32)
            }
        }
    }

    private static func vertical(
        _ src: UnsafeMutableBufferPointer<Int32>, _ dst: UnsafeMutableBufferPointer<Int32>,
        _ w: Int, _ h: Int, _ r: Int
    ) {
        let inv = reciprocal(2 * r + 1)
        var sums = [Int64](repeating: 0, count: w)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<min(r, h) {
                for x in 0..<w { sums[x] += Int64(src[y * w + x]) }
            }
            for y in 0..<h {
                let incoming = y + r
                let outgoing = y - r - 1
                if incoming < h { for x in 0..<w { sums[x] += Int64(src[incoming * w + x]) } }
                if outgoing >= 0 { for x in 0..<w { sums[x] -= Int64(src[outgoing * w + x]) } }
                let row = y * w
                for x in 0..<w { dst[row + x] = Int32(truncatingIfNeeded: (sums[x] * inv + (1 << 31)) >> 32) }
            }
        }
    }
}
