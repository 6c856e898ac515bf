import Foundation
import XCTest

@testable import ChatCanvas

/// The exact-kernel blur of a shadow's mask (small σ) gives, pixel for pixel, the plain fixed-point convolution:
/// the shortcut that copies uniform windows changes no value.
final class ShadowBlurTests: XCTestCase {
    /// The blur by its definition: each pass sums every tap inside the mask (outside is 0), rounds, shifts 16 bits.
    func reference(_ mask: [UInt8], width w: Int, height h: Int, weights: [Int32]) -> [UInt8] {
        let r = weights.count / 2
        var a = mask.map { Int32($0) << 8 }
        for vertical in [false, true] {
            var out = a
            for y in 0..<h {
                for x in 0..<w {
                    var sum: Int64 = 0
                    for (j, weight) in weights.enumerated() {
                        let (px, py) = vertical ? (x, y + j - r) : (x + j - r, y)
                        if px >= 0, px < w, py >= 0, py < h { sum += Int64(a[py * w + px]) * Int64(weight) }
                    }
                    out[y * w + x] = Int32(truncatingIfNeeded: (sum + (1 << 15)) >> 16)
                }
            }
            a = out
        }
        return a.map { UInt8(min(255, ($0 + 128) >> 8)) }
    }

    func testKernelBlurMatchesTheConvolutionPixelForPixel() {
        var generator = SystemRandomNumberGenerator()
        for (index, sigma) in [0.25, 0.5, 1.0, 1.5, 1.99].enumerated() {
            let weights = ShadowBlur.pixelKernel(sigma: sigma)
            for (w, h) in [(1, 1), (3, 40), (40, 3), (37, 29), (64, 16)] {
                // A filled rounded shape (large uniform areas inside and out), then scattered values.
                var mask = [UInt8](repeating: 0, count: w * h)
                for y in 0..<h {
                    for x in 0..<w {
                        let inside = x >= w / 4 && x < w - w / 4 && y >= h / 4 && y < h - h / 4
                        mask[y * w + x] = inside ? 255 : 0
                        if (x * 7 + y * 3 + index) % 23 == 0 {
                            mask[y * w + x] = UInt8.random(in: 0...255, using: &generator)
                        }
                    }
                }
                var blurred = mask
                blurred.withUnsafeMutableBufferPointer {
                    ShadowBlur.blurA8($0.baseAddress!, width: w, height: h, stride: w, .kernel(weights))
                }
                XCTAssertEqual(blurred, reference(mask, width: w, height: h, weights: weights), "σ \(sigma), \(w)×\(h)")
            }
        }
    }
}
