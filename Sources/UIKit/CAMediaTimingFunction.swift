/// An animation's pacing curve, as in QuartzCore: a named curve or a cubic Bézier's two control points.
open class CAMediaTimingFunction {
    /// The curve's control points: (0, 0), `controlPoints.0`, `controlPoints.1`, (1, 1).
    public let controlPoints: (Float, Float, Float, Float)

    /// One of the named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }
    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }
}
