import ChatCanvas
import XCTest

@testable import ChatShotKit

/// `PixelMatch` takes short cuts (bit-identical rows, "flat" neighbourhoods that cannot be
/// anti-aliasing, bands on several threads). These tests compare it with a plain, pixel-by-pixel
/// statement of the same rules on images built to hit every case: flat areas, one-pixel lines,
/// gradients, semi-transparent pixels, image edges and one-pixel-wide images.
final class PixelMatchReferenceTests: XCTestCase {
    func testCountsAndDiffImagesEqualThePlainAlgorithm() {
        var rng = SplitMix64(seed: 12)
        for round in 0..<60 {
            let width = [1, 2, 3, 17, 64, 301][round % 6]
            let height = [1, 5, 40, 2, 90, 33][(round / 6) % 6]
            let a = scene(width, height, &rng)
            let b = changed(a, &rng)
            for options in [
                PixelMatchOptions(), PixelMatchOptions(includeAA: true),
                PixelMatchOptions(threshold: 0.02, checkerboard: false)
            ] {
                let plain = PlainPixelMatch(a: a, b: b, options: options)
                let expected = plain.run()
                for parallel in [false, true] {
                    let (counts, image) = PixelMatch.diffImage(a, b, options: options, parallel: parallel)
                    XCTAssertEqual(counts.diffPixels, expected.diff, "round \(round) \(width)×\(height)")
                    XCTAssertEqual(counts.antialiasedPixels, expected.aa, "round \(round) \(width)×\(height)")
                    XCTAssertTrue(image.pixels == expected.image, "diff image of round \(round)")
                }
                // One pass gives the counts, the diff image and the delta profile (the tightest passing threshold).
                let profile = plain.profile()
                XCTAssertEqual(PixelMatch.deltaProfile(a, b, options: options), profile, "profile of round \(round)")
                for allowed in [0, 3] {
                    let (result, image) = ImageDiff.compare(
                        a, b, options: options, criteria: DiffCriteria(maxDiffPixels: allowed),
                        wantDiffImage: true, computeTightest: true)
                    XCTAssertEqual(result.diffPixels, expected.diff, "round \(round)")
                    XCTAssertEqual(result.antialiasedPixels, expected.aa, "round \(round)")
                    XCTAssertTrue(image?.pixels == expected.image, "diff image of round \(round)")
                    XCTAssertEqual(
                        result.tightestPassingThreshold,
                        PixelMatch.tightestThreshold(profile: profile, allowedPixels: allowed))
                }
            }
        }
    }

    /// A large screenshot-like pair (light and "dark" bubbles with anti-aliased text), so the
    /// banded, multi-threaded path runs on the same rules.
    func testLargeImageEqualsThePlainAlgorithm() {
        var rng = SplitMix64(seed: 99)
        let a = scene(700, 420, &rng)
        var b = a
        for i in stride(from: 0, to: b.pixels.count, by: 4) where b.pixels[i + 3] == 255 {
            b.pixels[i] = 255 &- b.pixels[i]
            b.pixels[i + 1] = 255 &- b.pixels[i + 1]
        }
        let expected = PlainPixelMatch(a: a, b: b, options: .init()).run()
        let counts = PixelMatch.compare(a, b)
        XCTAssertGreaterThan(expected.diff, 100_000)
        XCTAssertGreaterThan(expected.aa, 0)
        XCTAssertEqual(counts.diffPixels, expected.diff)
        XCTAssertEqual(counts.antialiasedPixels, expected.aa)
    }

    // MARK: - Test images

    private let palette: [(UInt8, UInt8, UInt8, UInt8)] = [
        (255, 255, 255, 255), (0, 95, 255, 255), (233, 234, 237, 255), (0, 0, 0, 255), (120, 160, 200, 128)
    ]

    private func scene(_ width: Int, _ height: Int, _ rng: inout SplitMix64) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: palette[0])
        for _ in 0..<(3 + width * height / 400) {  // flat blocks
            let x0 = rng.below(width)
            let y0 = rng.below(height)
            fill(
                &image, x0, y0, min(width, x0 + 1 + rng.below(40)), min(height, y0 + 1 + rng.below(20)),
                palette[rng.below(palette.count)])
        }
        for _ in 0..<(width * height / 12) {  // "text": greys between ink and paper
            let x = rng.below(width)
            let y = rng.below(height)
            let v = UInt8(rng.below(256))
            image[x, y] = rng.below(5) == 0 ? (v, v, v, UInt8(rng.below(256))) : (v, v, v, 255)
        }
        for _ in 0..<3 {  // one-pixel lines
            let y = rng.below(height)
            for x in 0..<width { image[x, y] = palette[3] }
        }
        return image
    }

    private func changed(_ a: RGBAImage, _ rng: inout SplitMix64) -> RGBAImage {
        var b = a
        for _ in 0..<(1 + a.width * a.height / 600) {
            let x0 = rng.below(a.width)
            let y0 = rng.below(a.height)
            fill(
                &b, x0, y0, min(a.width, x0 + 1 + rng.below(12)), min(a.height, y0 + 1 + rng.below(8)),
                palette[rng.below(palette.count)])
        }
        for _ in 0..<(a.width * a.height / 30) {
            let x = rng.below(a.width)
            let y = rng.below(a.height)
            let p = b[x, y]
            b[x, y] = (p.0 &+ UInt8(rng.below(40)), p.1, p.2 &- UInt8(rng.below(40)), p.3)
        }
        return b
    }

    private func fill(
        _ image: inout RGBAImage, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int,
        _ p: (UInt8, UInt8, UInt8, UInt8)
    ) {
        for y in y0..<y1 { for x in x0..<x1 { image[x, y] = p } }
    }
}

extension SplitMix64 {
    fileprivate mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// The comparison rules written out once more, pixel by pixel with no short cuts, as the yardstick.
private struct PlainPixelMatch {
    let a: RGBAImage, b: RGBAImage, options: PixelMatchOptions

    func run() -> (diff: Int, aa: Int, image: [UInt8]) {
        var out = [UInt8](repeating: 0, count: a.pixels.count)
        var diff = 0
        var aa = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let k = (y * a.width + x) * 4
                let delta = colorDelta(a.pixels, b.pixels, k, k, yOnly: false)
                if abs(delta) > options.maxDelta {
                    if !options.includeAA && (antialiased(a, b, x, y) || antialiased(b, a, x, y)) {
                        aa += 1
                        put(&out, k, options.aaColor)
                    } else {
                        diff += 1
                        put(&out, k, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor)
                    }
                } else {
                    let p = a.pixels
                    let luma = Double(p[k]) * 0.29889531 + Double(p[k + 1]) * 0.58662247 + Double(p[k + 2]) * 0.11448223
                    let v = UInt8(truncatingIfNeeded: Int(255 + (luma - 255) * options.alpha * Double(p[k + 3]) / 255))
                    out[k] = v
                    out[k + 1] = v
                    out[k + 2] = v
                    out[k + 3] = 255
                }
            }
        }
        return (diff, aa, out)
    }

    /// The absolute squared YIQ distances of the pixels counted at some threshold (differing, and not anti-aliasing
    /// unless `includeAA`), largest first.
    func profile() -> [Double] {
        var deltas: [Double] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let k = (y * a.width + x) * 4
                let delta = abs(colorDelta(a.pixels, b.pixels, k, k, yOnly: false))
                guard delta > 0 else { continue }
                if !options.includeAA && (antialiased(a, b, x, y) || antialiased(b, a, x, y)) { continue }
                deltas.append(delta)
            }
        }
        return deltas.sorted(by: >)
    }

    private func put(_ out: inout [UInt8], _ k: Int, _ c: RGBColor) {
        out[k] = c.r
        out[k + 1] = c.g
        out[k + 2] = c.b
        out[k + 3] = 255
    }

    private func blend(_ c: Int, _ alpha: Int, _ background: Int) -> Double {
        Double(background) + Double((c - background) * alpha) / 255
    }

    /// Squared YIQ distance (signed: negative when the second pixel is darker), or only the Y difference.
    private func colorDelta(_ p1: [UInt8], _ p2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Int(p1[k])
        let g1 = Int(p1[k + 1])
        let b1 = Int(p1[k + 2])
        let a1 = Int(p1[k + 3])
        let r2 = Int(p2[m])
        let g2 = Int(p2[m + 1])
        let b2 = Int(p2[m + 2])
        let a2 = Int(p2[m + 3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        var dr = Double(r1 - r2)
        var dg = Double(g1 - g2)
        var db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            var rb = 255
            var gb = 255
            var bb = 255
            if options.checkerboard {
                rb = 48 + 159 * (k % 2)
                gb = 48 + 159 * Int(Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895)) % 2)
                bb = 48 + 159 * Int(Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895)) % 2)
            }
            dr = Double(r1 * a1 - r2 * a2 - rb * (a1 - a2)) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * (a1 - a2)) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * (a1 - a2)) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    private func antialiased(_ img: RGBAImage, _ other: RGBAImage, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1)
        let y2 = min(y1 + 1, img.height - 1)
        let center = (y1 * img.width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img.pixels, img.pixels, center, (y * img.width + x) * 4, yOnly: true)
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
        return (siblings(img, minX, minY) && siblings(other, minX, minY))
            || (siblings(img, maxX, maxY) && siblings(other, maxX, maxY))
    }

    private func siblings(_ img: RGBAImage, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1)
        let y2 = min(y1 + 1, img.height - 1)
        let k = (y1 * img.width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let m = (y * img.width + x) * 4
                if img.pixels[k..<k + 4].elementsEqual(img.pixels[m..<m + 4]) {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
