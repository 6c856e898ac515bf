import ChatCanvas
import UIKit

/// Waveform bars (2 pt wide, 2 pt apart, rounded) from samples between 0 and 1, resampled to the width.
open class ChatMessageWaveformView: _View {
    public var content: [Double] = []

    /// The bar heights (in points) drawn for a size, public for tests.
    public func barHeights(for size: CGSize) -> [CGFloat] {
        let count = max(0, Int((size.width + 2) / 4))
        guard count > 0 else { return [] }
        let samples = content.isEmpty ? [0.0] : content
        return (0..<count).map { i in
            let lo = i * samples.count / count
            let hi = max(lo + 1, (i + 1) * samples.count / count)
            let slice = samples[lo..<min(hi, samples.count)]
            let v = slice.reduce(0, +) / Double(slice.count)
            return max(2, min(1, max(0, v)) * size.height)
        }
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let color = resolve(tintColor)
        for (i, h) in barHeights(for: rect.size).enumerated() {
            var x = CGFloat(i) * 4
            if isRightToLeft { x = rect.width - x - 2 }
            canvas.fill(
                CGRect(x: x, y: (rect.height - h) / 2, width: 2, height: h), radii: CornerRadii(all: 1), color: color)
        }
    }
}
