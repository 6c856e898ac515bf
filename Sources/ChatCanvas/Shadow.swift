import Foundation

/// A blurred shadow: colour (with alpha), offset and blur radius in points (as CALayer's shadowRadius).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: CGPoint
    public var radius: Double
    public init(color: Color, offset: CGPoint = .zero, radius: Double) {
        self.color = color
        self.offset = offset
        self.radius = radius
    }
}
