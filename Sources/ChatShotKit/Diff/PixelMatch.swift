import ChatCanvas
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An opaque RGB colour for the diff image (`255,0,0` or `#ff0000` on the command line).
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Parses `R,G,B` (0…255 each) or `#RRGGBB`; nil when malformed.
    public init?(parsing text: String) {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("#") {
            let hex = t.dropFirst()
            guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
            self.init(UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
            return
        }
        let parts = t.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 3, let r = UInt8(parts[0]), let g = UInt8(parts[1]), let b = UInt8(parts[2]) else {
            return nil
        }
        self.init(r, g, b)
    }

    public var description: String { "\(r),\(g),\(b)" }
}

/// The options of the comparison; the defaults and meanings are pixelmatch 7.2.0's.
public struct PixelMatchOptions: Sendable, Equatable {
    /// Matching threshold in 0…1 on the YIQ colour distance; smaller is more sensitive.
    /// A pixel differs when its squared YIQ distance exceeds `35215 × threshold²`.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of skipping them.
    public var includeAA: Bool = false
    /// Opacity of the first image (as greyscale) in the diff image.
    public var alpha: Double = 0.1
    public var aaColor = RGBColor(255, 255, 0)
    public var diffColor = RGBColor(255, 0, 0)
    /// Colour for pixels where the second image is darker; nil: `diffColor`.
    public var diffColorAlt: RGBColor? = nil
    /// Draw only the differences on a transparent background.
    public var diffMask: Bool = false
    /// Blend semi-transparent pixels against pixelmatch's checkerboard (true, pixelmatch's default) or white.
    public var checkerboard: Bool = true
    /// Which per-pixel measure decides "differs": pixelmatch's (`threshold`, `includeAA`) or CIEDE2000's
    /// (`perceptualPrecision`). The diff image is drawn the same way by both.
    public var comparator: PixelComparator = .pixelmatch
    /// For `.deltaE`: a pixel differs when its ΔE₀₀ exceeds (1 − perceptualPrecision) × 100.
    public var perceptualPrecision: Double = DeltaE2000.defaultPrecision

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: RGBColor = RGBColor(255, 255, 0), diffColor: RGBColor = RGBColor(255, 0, 0),
        diffColorAlt: RGBColor? = nil, diffMask: Bool = false, checkerboard: Bool = true,
        comparator: PixelComparator = .pixelmatch, perceptualPrecision: Double = DeltaE2000.defaultPrecision
    ) {
        self.comparator = comparator
        self.perceptualPrecision = perceptualPrecision
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }

    /// The largest squared YIQ distance still counted as "the same colour".
    public var maxDelta: Double { 35215 * threshold * threshold }
}

/// What a comparison found.
public struct PixelMatchCounts: Sendable, Equatable {
    /// Pixels whose colour distance exceeds the threshold and that are not excused as anti-aliasing.
    public var diffPixels: Int
    /// Pixels above the threshold that were excused as anti-aliasing (0 with `includeAA`).
    public var antialiasedPixels: Int
    /// The two pixel buffers are bit-identical.
    public var identical: Bool
}

/// A perceptual pixel comparison with the semantics of pixelmatch 7.2.0: YIQ colour distance
/// (Kotsarenko & Ramos), anti-aliasing detection (Vysniauskas 2009) checked on both images,
/// semi-transparent pixels blended against a checkerboard (or white). Counts equal pixelmatch's.
public enum PixelMatch {
    /// Compares two images of the same size. When `output` is given (same size) the diff image is drawn into it.
    public static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions = .init(),
        output: UnsafeMutablePointer<UInt8>? = nil, parallel: Bool = true
    ) -> PixelMatchCounts {
        pass(a, b, options: options, output: output, profile: false, parallel: parallel).counts
    }

    /// Compares two images and returns the counts and a diff image.
    public static func diffImage(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions = .init(),
        parallel: Bool = true
    ) -> (PixelMatchCounts, RGBAImage) {
        var out = RGBAImage(width: a.width, height: a.height)
        let counts = out.pixels.withUnsafeMutableBufferPointer { po in
            compare(a, b, options: options, output: po.baseAddress!, parallel: parallel)
        }
        return (counts, out)
    }

    /// The core on raw RGBA buffers of `width * height * 4` bytes each.
    public static func compare(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, height: Int,
        options: PixelMatchOptions, output: UnsafeMutablePointer<UInt8>?,
        parallel: Bool = true
    ) -> PixelMatchCounts {
        pass(a, b, width: width, height: height, options: options, output: output, profile: false, parallel: parallel)
            .counts
    }

    /// The squared YIQ distances (absolute values) of every pixel that would be counted at some
    /// threshold — pixels that differ and, unless `includeAA`, are not anti-aliasing — sorted from
    /// the largest down. Used to tell the tightest threshold that would still pass.
    public static func deltaProfile(_ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions) -> [Double] {
        pass(a, b, options: options, output: nil, profile: true).profile ?? []
    }

    /// One pass over two images of the same size: the counts, the diff image drawn into `output` when given, and with
    /// `profile` the `deltaProfile` too — everything a check needs from one comparison.
    static func pass(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions, output: UnsafeMutablePointer<UInt8>?,
        profile: Bool, parallel: Bool = true
    ) -> (counts: PixelMatchCounts, profile: [Double]?) {
        precondition(a.width == b.width && a.height == b.height, "images must have the same size")
        return a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                pass(
                    pa.baseAddress!, pb.baseAddress!, width: a.width, height: a.height, options: options,
                    output: output, profile: profile, parallel: parallel)
            }
        }
    }

    static func pass(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, height: Int,
        options: PixelMatchOptions, output: UnsafeMutablePointer<UInt8>?, profile: Bool,
        parallel: Bool
    ) -> (counts: PixelMatchCounts, profile: [Double]?) {
        let count = width * height
        let identical = PixelMatchCounts(diffPixels: 0, antialiasedPixels: 0, identical: true)
        if count == 0 { return (identical, profile ? [] : nil) }
        let job = Job(a: a, b: b, out: output, width: width, height: height, options: options, profile: profile)

        if memcmp(a, b, count * 4) == 0 {
            if output != nil && !options.diffMask { job.drawGrayRows(0, height) }
            return (identical, profile ? [] : nil)
        }

        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Split into horizontal bands; each band only writes its own rows of the output and
        // reads the inputs, so bands are independent. Small images are not worth the threads.
        let bands = (parallel && cores > 1 && count >= 250_000) ? min(cores * 4, height) : 1
        let results = UnsafeMutableBufferPointer<Job.Band>.allocate(capacity: bands)
        results.initialize(repeating: Job.Band())
        defer {
            results.deinitialize()
            results.deallocate()
        }
        if bands == 1 {
            results[0] = job.run(rows: 0, height)
        } else {
            let box = ResultsBox(results)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let y0 = height * band / bands
                let y1 = height * (band + 1) / bands
                box.results[band] = job.run(rows: y0, y1)
            }
        }
        var diff = 0
        var aa = 0
        for r in results {
            diff += r.diff
            aa += r.aa
        }
        let counts = PixelMatchCounts(diffPixels: diff, antialiasedPixels: aa, identical: false)
        guard profile else { return (counts, nil) }
        var deltas: [Double] = []
        deltas.reserveCapacity(results.reduce(0) { $0 + $1.deltas.count })
        for r in results { deltas += r.deltas }
        deltas.sort(by: >)
        return (counts, deltas)
    }

    /// Draws an opaque colour at byte offset `pos` of a diff image.
    @inline(__always) static func put(_ out: UnsafeMutablePointer<UInt8>, _ pos: Int, _ c: RGBColor) {
        out[pos] = c.r
        out[pos &+ 1] = c.g
        out[pos &+ 2] = c.b
        out[pos &+ 3] = 255
    }

    /// Draws the expected image's pixel at byte offset `pos` as grey, faded towards white by `alpha` (pixelmatch's
    /// background of a diff image).
    @inline(__always) static func putGray(
        _ a: UnsafePointer<UInt8>, _ pos: Int, alpha: Double, _ out: UnsafeMutablePointer<UInt8>
    ) {
        let y = Double(a[pos]) * 0.29889531 + Double(a[pos &+ 1]) * 0.58662247 + Double(a[pos &+ 2]) * 0.11448223
        let val = 255 + (y - 255) * alpha * Double(a[pos &+ 3]) / 255
        // Typed-array stores truncate towards zero and wrap modulo 256.
        let v = UInt8(truncatingIfNeeded: Int(val))
        out[pos] = v
        out[pos &+ 1] = v
        out[pos &+ 2] = v
        out[pos &+ 3] = 255
    }

    /// pixelmatch's background behind a semi-transparent pixel at byte offset `k`: its checkerboard, or white.
    @inline(__always) static func background(_ k: Int, checkerboard: Bool) -> (Int, Int, Int) {
        if !checkerboard { return (255, 255, 255) }
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * Int(Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895)) % 2)
        let b = 48 + 159 * Int(Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895)) % 2)
        return (r, g, b)
    }

    /// The smallest threshold at which at most `allowed` pixels differ, given a `deltaProfile`.
    public static func tightestThreshold(profile: [Double], allowedPixels allowed: Int) -> Double {
        guard allowed < profile.count else { return 0 }
        // count(t) = #{ d > 35215 t² } ≤ allowed  ⟺  35215 t² ≥ profile[allowed]
        var t = (profile[max(allowed, 0)] / 35215).squareRoot()
        // Round up to 4 decimals, and make sure the rounded value really passes.
        t = (t * 10_000).rounded(.up) / 10_000
        while 35215 * t * t < profile[max(allowed, 0)] { t += 0.0001 }
        return t
    }
}

private final class ResultsBox: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Job.Band>
    init(_ r: UnsafeMutableBufferPointer<Job.Band>) { results = r }
}

/// One comparison's inputs, shared read-only by the bands.
private struct Job: @unchecked Sendable {
    let a: UnsafePointer<UInt8>
    let b: UnsafePointer<UInt8>
    let a32: UnsafePointer<UInt32>
    let b32: UnsafePointer<UInt32>
    let out: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    let maxDelta: Double
    let includeAA: Bool
    let diffMask: Bool
    let checkerboard: Bool
    let alpha: Double
    let aaColor: RGBColor
    let diffColor: RGBColor
    let altColor: RGBColor
    /// Collect the delta profile (`PixelMatch.deltaProfile`) while comparing.
    let profile: Bool

    /// What one band of rows found.
    struct Band {
        var diff = 0
        var aa = 0
        /// The band's part of the delta profile (unsorted), when collected.
        var deltas: [Double] = []
    }

    init(
        a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?, width: Int, height: Int,
        options: PixelMatchOptions, profile: Bool = false
    ) {
        self.a = a
        self.b = b
        self.out = out
        self.width = width
        self.height = height
        // Pixel buffers from Swift arrays are at least 8-byte aligned; read 32-bit words.
        a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
        b32 = UnsafeRawPointer(b).assumingMemoryBound(to: UInt32.self)
        maxDelta = options.maxDelta
        includeAA = options.includeAA
        diffMask = options.diffMask
        checkerboard = options.checkerboard
        alpha = options.alpha
        aaColor = options.aaColor
        diffColor = options.diffColor
        altColor = options.diffColorAlt ?? options.diffColor
        self.profile = profile
    }

    @inline(__always) func put(_ pos: Int, _ c: RGBColor) {
        guard let out else { return }
        PixelMatch.put(out, pos, c)
    }

    /// The first image's pixel as grey, faded towards white by `alpha` (pixelmatch's background).
    @inline(__always) func putGray(_ pos: Int) {
        guard let out else { return }
        PixelMatch.putGray(a, pos, alpha: alpha, out)
    }

    func drawGrayRows(_ y0: Int, _ y1: Int) {
        var pos = y0 * width * 4
        let end = y1 * width * 4
        while pos < end {
            putGray(pos)
            pos &+= 4
        }
    }

    /// Compares rows `y0 ..< y1`.
    func run(rows y0: Int, _ y1: Int) -> Band {
        var diff = 0
        var aa = 0
        var deltas: [Double] = []
        let drawBackground = out != nil && !diffMask
        let rowBytes = width * 4
        for y in y0..<y1 {
            let rowStart = y &* width
            if memcmp(a + rowStart &* 4, b + rowStart &* 4, rowBytes) == 0 {
                if drawBackground { drawGrayRows(y, y + 1) }
                continue
            }
            var x = 0
            while x < width {
                let i = rowStart &+ x
                let pos = i &* 4
                if a32[i] == b32[i] {
                    if drawBackground { putGray(pos) }
                    x &+= 1
                    continue
                }
                let delta = colorDelta(pos)
                let size = abs(delta)
                if size > maxDelta {
                    if !includeAA && isAntialiasing(x, y) {
                        aa &+= 1
                        if drawBackground { put(pos, aaColor) }
                    } else {
                        diff &+= 1
                        if profile { deltas.append(size) }
                        if out != nil { put(pos, delta < 0 ? altColor : diffColor) }
                    }
                } else {
                    // Under this threshold, but counted at a smaller one unless it is anti-aliasing.
                    if profile && size > 0 && (includeAA || !isAntialiasing(x, y)) { deltas.append(size) }
                    if drawBackground { putGray(pos) }
                }
                x &+= 1
            }
        }
        return Band(diff: diff, aa: aa, deltas: deltas)
    }

    @inline(__always) func isAntialiasing(_ x: Int, _ y: Int) -> Bool {
        if x > 0 && y > 0 && x < width &- 1 && y < height &- 1 {
            // Inside the image a pixel with three equal neighbours is never anti-aliasing; most
            // differing pixels of a screenshot are like that in both images.
            let i = y &* width &+ x
            let flatA = isFlat(a32, i)
            let flatB = isFlat(b32, i)
            if flatA && flatB { return false }
            if flatA { return antialiased(b, x, y, b32, a32) }
            if flatB { return antialiased(a, x, y, a32, b32) }
        }
        return antialiased(a, x, y, a32, b32) || antialiased(b, x, y, b32, a32)
    }

    /// Whether the inner pixel `i` has at least three of its eight neighbours of exactly its colour.
    @inline(__always) func isFlat(_ img: UnsafePointer<UInt32>, _ i: Int) -> Bool {
        let v = img[i]
        let up = i &- width
        let down = i &+ width
        var n = (img[i &- 1] == v ? 1 : 0) &+ (img[i &+ 1] == v ? 1 : 0)
        n &+= (img[up] == v ? 1 : 0) &+ (img[down] == v ? 1 : 0)
        if n >= 3 { return true }
        n &+= (img[up &- 1] == v ? 1 : 0) &+ (img[up &+ 1] == v ? 1 : 0)
        n &+= (img[down &- 1] == v ? 1 : 0) &+ (img[down &+ 1] == v ? 1 : 0)
        return n >= 3
    }

    /// pixelmatch's background behind semi-transparent pixels at byte offset `k`.
    @inline(__always) func background(_ k: Int) -> (Int, Int, Int) {
        PixelMatch.background(k, checkerboard: checkerboard)
    }

    /// Signed squared YIQ distance between the pixels at byte offset `pos` of both images:
    /// negative when the second image's pixel is darker. The caller knows the pixels differ.
    @inline(__always) func colorDelta(_ pos: Int) -> Double {
        let r1 = Int(a[pos])
        let g1 = Int(a[pos &+ 1])
        let b1 = Int(a[pos &+ 2])
        let a1 = Int(a[pos &+ 3])
        let r2 = Int(b[pos])
        let g2 = Int(b[pos &+ 1])
        let b2 = Int(b[pos &+ 2])
        let a2 = Int(b[pos &+ 3])
        var dr: Double
        var dg: Double
        var db: Double
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(pos)
            let da = a1 - a2
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        } else {
            dr = Double(r1 - r2)
            dg = Double(g1 - g2)
            db = Double(b1 - b2)
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Brightness (Y) difference between the centre pixel at `k` and the neighbour at `m` of one image.
    @inline(__always) func brightnessDelta(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        let r1 = Int(img[k])
        let g1 = Int(img[k &+ 1])
        let b1 = Int(img[k &+ 2])
        let a1 = Int(img[k &+ 3])
        let r2 = Int(img[m])
        let g2 = Int(img[m &+ 1])
        let b2 = Int(img[m &+ 2])
        let a2 = Int(img[m &+ 3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        var dr: Double
        var dg: Double
        var db: Double
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k)
            let da = a1 - a2
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        } else {
            dr = Double(r1 - r2)
            dg = Double(g1 - g2)
            db = Double(b1 - b2)
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Whether the pixel (x1, y1) of `img` looks like anti-aliasing: among its 8 neighbours at most
    /// two equal it, it has both a darker and a brighter neighbour, and the darkest or the brightest
    /// of them sits in a flat area (3+ equal neighbours) in both images.
    func antialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int,
        _ own32: UnsafePointer<UInt32>, _ other32: UnsafePointer<UInt32>
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        // Most pixels of a screenshot sit in a flat area: three neighbours of exactly the same
        // colour already decide "not anti-aliasing" (a neighbour of zero brightness difference
        // counts as equal below too, so this only returns what the full loop would).
        if exactSiblings(own32, x0, y0, x1, y1, x2, y2, atLeast: 3 - zeroes) { return false }
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        // Column by column, top to bottom inside a column: the order decides ties of min and max.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, center, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(own32, minX, minY) && hasManySiblings(other32, minX, minY))
            || (hasManySiblings(own32, maxX, maxY) && hasManySiblings(other32, maxX, maxY))
    }

    /// Whether at least `needed` of the pixel's neighbours inside `x0...x2, y0...y2` have exactly its colour.
    @inline(__always) func exactSiblings(
        _ img: UnsafePointer<UInt32>, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int,
        _ x2: Int, _ y2: Int, atLeast needed: Int
    ) -> Bool {
        let value = img[y1 &* width &+ x1]
        var found = 0
        var y = y0
        while y <= y2 {
            let row = img + y &* width
            var x = x0
            while x <= x2 {
                if row[x] == value && (x != x1 || y != y1) {
                    found &+= 1
                    if found >= needed { return true }
                }
                x &+= 1
            }
            y &+= 1
        }
        return false
    }

    /// Whether the pixel has three or more neighbours of exactly its colour (image edges count as one).
    @inline(__always) func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if img[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
