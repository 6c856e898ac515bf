import CoreGraphics

/// Core Graphics' colour type. In chatshot a `CGColor` is the `UIColor` it came from (`UIColor.cgColor` returns the
/// colour itself), so layers and contexts keep light and dark values and resolve them in the view's appearance.
public typealias CGColor = UIColor

/// A colour ramp for `CGContext.drawLinearGradient` / `drawRadialGradient`.
open class CGGradient: @unchecked Sendable {
    /// The colours with their locations (0 to 1), in order.
    let stops: [(location: CGFloat, color: UIColor)]

    /// A gradient through `colors` at `locations` (spread evenly when nil). nil when there is no colour or the
    /// locations do not match the colours. (An array literal stands for Core Foundation's `CFArray` here.)
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        stops = colors.enumerated().map { index, color in
            let location = locations.map { $0[index] } ?? (n > 1 ? CGFloat(index) / CGFloat(n - 1) : 0)
            return (location, color)
        }
    }

    /// A gradient from RGBA components (four per colour) at `locations`.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count <= 4096 else { return nil }
        stops = (0..<count).map { index in
            let color = UIColor(
                red: components[4 * index], green: components[4 * index + 1], blue: components[4 * index + 2],
                alpha: components[4 * index + 3])
            let location = locations.map { $0[index] } ?? (count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
            return (location, color)
        }
    }
}
