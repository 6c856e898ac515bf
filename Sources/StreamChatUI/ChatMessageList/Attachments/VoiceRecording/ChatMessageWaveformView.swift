import ChatCanvas
import UIKit

/// Waveform bars (2 pt wide, 2 pt apart, rounded) from samples between 0 and 1, resampled to the width; in a
/// voice-recording row also the playback slider's thumb: a 6×28 white capsule with a translucent 1-pt border and a
/// faint shadow, at the start of the bars (nothing has played), centred on them (it stands out 2 pt above and
/// below a 24-pt waveform).
open class ChatMessageWaveformView: _View {
    public var content: [Double] = []
    /// Draws the playback slider's thumb (the voice-recording row; the composer's live waveform has none).
    public var showsSliderThumb = false
    /// How much has played, 0…1: where the thumb stands.
    public var progress: Double = 0

    /// The thumb's frame (in this view's coordinates) for a size: the SDK's 14-pt wide slider thumb area, its
    /// visible capsule 6 pt wide in the middle of it, 28 pt tall, centred on the bars.
    public func sliderThumbFrame(for size: CGSize) -> CGRect {
        let area = 14.0
        let x = (max(0, size.width - area) * min(1, max(0, progress))).rounded() + (area - 6) / 2
        let r = CGRect(x: x, y: ((size.height - 28) / 2).rounded(), width: 6, height: 28)
        return isRightToLeft ? CGRect(x: size.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

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
        guard showsSliderThumb else { return }
        let p = appearance.colorPalette
        let thumb = sliderThumbFrame(for: rect.size)
        let shape = Path.roundedRect(thumb, radii: CornerRadii(all: 3))
        canvas.shadow(of: shape, Shadow(color: Color(rgb: 0x000000, alpha: 0.2), offset: .zero, radius: 1.5))
        canvas.fill(shape, color: resolve(p.controlPlaybackThumbBackgroundDefault))
        canvas.stroke(
            Path.roundedRect(thumb.insetBy(dx: 0.5, dy: 0.5), radii: CornerRadii(all: 2.5)),
            color: resolve(p.controlPlaybackThumbBorderDefault), lineWidth: 1)
    }
}
