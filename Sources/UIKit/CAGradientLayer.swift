import ChatCanvas
import CoreGraphics
import Foundation

/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`): `colors` (CGColors, which are
/// UIColors here) at `locations` (spread evenly when nil), from `startPoint` to `endPoint` in unit coordinates of
/// the bounds. Axial gradients run along the line; radial ones are ellipses centred on `startPoint` reaching
/// `endPoint`; conic ones turn around `startPoint` from the direction of `endPoint`.
open class CAGradientLayer: CALayer {
    /// The colours (`UIColor`/`CGColor` values; others are skipped).
    open var colors: [Any]?
    /// Where each colour sits, 0 to 1 (nil: evenly spread).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds (top centre by default).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds (bottom centre by default).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's kind.
    open var type: CAGradientLayerType = .axial

    override func drawContent(in canvas: Canvas, bounds: CGRect, resolve: (UIColor) -> Color) {
        let palette = (colors ?? []).prefix(256).compactMap { $0 as? UIColor }.map(resolve)
        guard !palette.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        var gradient = Gradient(colors: palette)
        if let locations, locations.count == palette.count {
            gradient = Gradient(stops: zip(locations, palette).map { ($0.doubleValue, $1) })
        }
        let shape = Path.roundedRect(bounds, radii: cornerRadii(for: bounds.size))
        let start = CGPoint(x: startPoint.x * bounds.width, y: startPoint.y * bounds.height)
        let end = CGPoint(x: endPoint.x * bounds.width, y: endPoint.y * bounds.height)
        switch type {
        case .radial:
            // An ellipse: a circle of radius 1 scaled to the distances along each axis.
            let rx = max(abs(end.x - start.x), 0.001)
            let ry = max(abs(end.y - start.y), 0.001)
            canvas.withState {
                canvas.clip(to: shape)
                canvas.translate(x: Double(start.x), y: Double(start.y))
                canvas.scaleBy(x: Double(rx), y: Double(ry))
                let reach = Double(max(bounds.width / rx, bounds.height / ry)) * 2 + 2
                canvas.fill(
                    Path.rect(CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)), radial: gradient,
                    startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
            }
        case .conic:
            drawConic(gradient, in: canvas, shape: shape, center: start, toward: end, bounds: bounds)
        default:
            canvas.fill(shape, linear: gradient, from: start, to: end)
        }
    }

    /// A conic gradient as narrow wedges, each in the colour at its angle.
    private func drawConic(
        _ gradient: Gradient, in canvas: Canvas, shape: Path, center: CGPoint, toward end: CGPoint, bounds: CGRect
    ) {
        let first = atan2(Double(end.y - center.y), Double(end.x - center.x))
        let radius = Double(bounds.width + bounds.height) * 2
        let wedges = 360
        canvas.withState {
            canvas.clip(to: shape)
            for i in 0..<wedges {
                let a0 = first + 2 * .pi * Double(i) / Double(wedges)
                let a1 = first + 2 * .pi * Double(i + 1) / Double(wedges) + 0.002
                var wedge = Path()
                wedge.move(to: center)
                wedge.arc(center: center, radius: radius, start: a0, end: a1, clockwise: true)
                wedge.close()
                canvas.fill(wedge, color: gradient.color(at: (Double(i) + 0.5) / Double(wedges)))
            }
        }
    }
}

/// The kinds of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
