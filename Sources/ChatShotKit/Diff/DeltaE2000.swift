import ChatCanvas
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How two images are compared pixel by pixel: pixelmatch's YIQ distance with anti-aliasing detection (the default),
/// or the CIEDE2000 colour difference (ΔE₀₀) with a tolerance, as swift-snapshot-testing's `perceptualPrecision`
/// means it. The raw value is the command line's and the gallery's (`--compare delta-e`, `compare: delta-e`).
public enum PixelComparator: String, Codable, Sendable, CaseIterable {
    case pixelmatch
    case deltaE = "delta-e"
}

/// A colour in CIE L*a*b* (D65 white).
public struct CIELab: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(_ l: Double, _ a: Double, _ b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}

/// The CIEDE2000 colour difference (CIE 142-2001; the formula as Sharma, Wu and Dalal's implementation notes
/// state it, with kL = kC = kH = 1) and a per-pixel comparison built on it. A pixel differs when its ΔE₀₀ exceeds the
/// tolerance; with swift-snapshot-testing's `perceptualPrecision` p the tolerance is (1 − p) × 100, so 0.98 allows
/// ΔE 2 (about the smallest difference a person notices) and 1 allows none. Pixels are converted
/// sRGB → linear RGB → XYZ (D65) → L*a*b*; semi-transparent pixels are first blended against the same background
/// as pixelmatch's (its checkerboard, or white). There is no anti-aliasing detection: every pixel above the tolerance
/// counts.
public enum DeltaE2000 {
    /// The perceptual precision when none is given: 0.98, a tolerance of ΔE 2 — the value swift-snapshot-testing's
    /// documentation recommends as close to what the eye tells apart.
    public static let defaultPrecision = 0.98

    /// The tolerance on ΔE₀₀ that a perceptual precision (0…1) means: (1 − p) × 100.
    public static func tolerance(perceptualPrecision p: Double) -> Double { (1 - p) * 100 }

    /// ΔE₀₀ between two L*a*b* colours (symmetric; 0 for equal colours).
    public static func difference(_ x: CIELab, _ y: CIELab) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25⁷
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let cp1 = (a1 * a1 + x.b * x.b).squareRoot()
        let cp2 = (a2 * a2 + y.b * y.b).squareRoot()
        let hp1 = hueAngle(x.b, a1)
        let hp2 = hueAngle(y.b, a2)

        let dL = y.l - x.l
        let dC = cp2 - cp1
        let chromaProduct = cp1 * cp2
        var dh = 0.0
        if chromaProduct != 0 {
            dh = hp2 - hp1
            if dh > 180 {
                dh -= 360
            } else if dh < -180 {
                dh += 360
            }
        }
        let dH = 2 * chromaProduct.squareRoot() * sin(radians(dh / 2))

        let lMean = (x.l + y.l) / 2
        let cpMean = (cp1 + cp2) / 2
        var hMean = hp1 + hp2
        if chromaProduct != 0 {
            if abs(hp1 - hp2) <= 180 {
                hMean /= 2
            } else if hMean < 360 {
                hMean = (hMean + 360) / 2
            } else {
                hMean = (hMean - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(hMean - 30)) + 0.24 * cos(radians(2 * hMean))
            + 0.32 * cos(radians(3 * hMean + 6)) - 0.20 * cos(radians(4 * hMean - 63))
        let rotation = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow25To7)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(radians(2 * rotation)) * rc
        let lTerm = dL / sl
        let cTerm = dC / sc
        let hTerm = dH / sh
        return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }

    /// The L*a*b* colour of an 8-bit sRGB colour (D65).
    public static func lab(r: UInt8, g: UInt8, b: UInt8) -> CIELab {
        lab(linear: (linearTable[Int(r)], linearTable[Int(g)], linearTable[Int(b)]))
    }

    /// The L*a*b* colour of linear-light RGB (0…1 each; sRGB primaries, D65).
    static func lab(linear c: (Double, Double, Double)) -> CIELab {
        // sRGB's primaries to XYZ (IEC 61966-2-1), each divided by D65's white (0.95047, 1, 1.08883).
        let x = (0.4124564 * c.0 + 0.3575761 * c.1 + 0.1804375 * c.2) / 0.95047
        let y = 0.2126729 * c.0 + 0.7151522 * c.1 + 0.0721750 * c.2
        let z = (0.0193339 * c.0 + 0.1191920 * c.1 + 0.9503041 * c.2) / 1.08883
        let fx = labCurve(x)
        let fy = labCurve(y)
        let fz = labCurve(z)
        return CIELab(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE's f(t): a cube root above (6/29)³, a line below it.
    @inline(__always) static func labCurve(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389  // (6/29)³
        return t > epsilon ? cbrt(t) : t * (24389.0 / 27 / 116) + 16.0 / 116
    }

    /// sRGB's transfer function undone for each 8-bit value.
    static let linearTable: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    @inline(__always) static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// The hue angle in degrees, 0 ..< 360 (0 for a neutral colour).
    @inline(__always) static func hueAngle(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    /// The largest perceptual precision (4 decimals) at which at most `allowed` pixels differ, given the ΔE₀₀ of every
    /// differing pixel sorted from the largest down (1 when that many or fewer pixels differ at all).
    public static func tightestPrecision(profile: [Double], allowedPixels allowed: Int) -> Double {
        guard allowed < profile.count else { return 1 }
        // count(p) = #{ ΔE > (1 − p) × 100 } ≤ allowed  ⟺  (1 − p) × 100 ≥ profile[allowed]
        let limit = profile[max(allowed, 0)]
        var p = ((1 - limit / 100) * 10_000).rounded(.down) / 10_000
        while p > 0 && tolerance(perceptualPrecision: p) < limit { p -= 0.0001 }
        return max(p, 0)
    }

    // MARK: - Images

    /// One pass over two images of the same size: the counts, the diff image drawn into `output` when given (as
    /// pixelmatch draws it: the expected image faded to grey, differing pixels in `diffColor`, or `diffColorAlt` where
    /// the actual pixel is darker), and with `profile` every differing pixel's ΔE₀₀ sorted from the largest down.
    static func pass(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions, output: UnsafeMutablePointer<UInt8>?,
        profile: Bool
    ) -> (counts: PixelMatchCounts, profile: [Double]?) {
        precondition(a.width == b.width && a.height == b.height, "images must have the same size")
        let width = a.width
        let height = a.height
        let count = width * height
        if a.pixels == b.pixels {
            if let output, !options.diffMask {
                a.pixels.withUnsafeBufferPointer { pa in
                    for i in 0..<count { PixelMatch.putGray(pa.baseAddress!, i * 4, alpha: options.alpha, output) }
                }
            }
            return (PixelMatchCounts(diffPixels: 0, antialiasedPixels: 0, identical: true), profile ? [] : nil)
        }
        let tolerance = tolerance(perceptualPrecision: options.perceptualPrecision)
        let alt = options.diffColorAlt ?? options.diffColor
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let bands = (cores > 1 && count >= 250_000) ? min(cores * 4, height) : 1
        let found = BandResults(count: bands)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                let job = BandJob(a: pa.baseAddress!, b: pb.baseAddress!, out: output)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let y0 = height * band / bands
                    let y1 = height * (band + 1) / bands
                    var diff = 0
                    var deltas: [Double] = []
                    for i in (y0 * width)..<(y1 * width) {
                        let k = i * 4
                        let same =
                            job.a[k] == job.b[k] && job.a[k + 1] == job.b[k + 1] && job.a[k + 2] == job.b[k + 2]
                            && job.a[k + 3] == job.b[k + 3]
                        var delta = 0.0
                        var lab1 = CIELab(0, 0, 0)
                        var lab2 = CIELab(0, 0, 0)
                        if !same {
                            lab1 = labOfPixel(job.a, k, checkerboard: options.checkerboard)
                            lab2 = labOfPixel(job.b, k, checkerboard: options.checkerboard)
                            delta = difference(lab1, lab2)
                        }
                        if delta > tolerance {
                            diff += 1
                            if let out = job.out {
                                PixelMatch.put(out, k, lab2.l < lab1.l ? alt : options.diffColor)
                            }
                        } else if let out = job.out, !options.diffMask {
                            PixelMatch.putGray(job.a, k, alpha: options.alpha, out)
                        }
                        if profile && delta > 0 { deltas.append(delta) }
                    }
                    found.set(band, diff, deltas)
                }
            }
        }
        let (diff, deltas) = found.total()
        let counts = PixelMatchCounts(diffPixels: diff, antialiasedPixels: 0, identical: false)
        return (counts, profile ? deltas.sorted(by: >) : nil)
    }

    /// The L*a*b* colour of the pixel at byte offset `k`, blended against pixelmatch's background when not opaque.
    @inline(__always) static func labOfPixel(_ p: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool) -> CIELab {
        let alpha = p[k + 3]
        if alpha == 255 { return lab(r: p[k], g: p[k + 1], b: p[k + 2]) }
        let (rb, gb, bb) = PixelMatch.background(k, checkerboard: checkerboard)
        let f = Double(alpha) / 255
        func blend(_ c: UInt8, _ background: Int) -> Double {
            let value = (Double(background) + (Double(c) - Double(background)) * f) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return lab(linear: (blend(p[k], rb), blend(p[k + 1], gb), blend(p[k + 2], bb)))
    }
}

/// The inputs of one comparison, read by every band (and the output, of which each band writes its own rows).
private struct BandJob: @unchecked Sendable {
    let a: UnsafePointer<UInt8>
    let b: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>?
}

/// What each band found.
private final class BandResults: @unchecked Sendable {
    private var diffs: [Int]
    private var deltas: [[Double]]
    private let lock = NSLock()
    init(count: Int) {
        diffs = Array(repeating: 0, count: count)
        deltas = Array(repeating: [], count: count)
    }
    func set(_ band: Int, _ diff: Int, _ d: [Double]) {
        lock.lock()
        diffs[band] = diff
        deltas[band] = d
        lock.unlock()
    }
    func total() -> (Int, [Double]) {
        lock.lock()
        defer { lock.unlock() }
        return (diffs.reduce(0, +), deltas.flatMap { $0 })
    }
}
