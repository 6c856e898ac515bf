import Foundation

// ChatCanvas measures in points with Foundation's geometry types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), the
// same values UIKit's views hold, so nothing converts at the seam. The helpers below are for the package only: an
// app that imports UIKit sees Foundation's and UIKit's API on these types, nothing of ours.

extension CGRect {
    package var x: CGFloat { origin.x }
    package var y: CGFloat { origin.y }
}

/// A radius for each corner of a rectangle; the SDK's bubbles square one of them.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: CGFloat
    public var topRight: CGFloat
    public var bottomRight: CGFloat
    public var bottomLeft: CGFloat
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    public init(all r: CGFloat) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    public static let zero = CornerRadii(all: 0)
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}

extension Double {
    /// A short rendering for messages and test output: no trailing ".0".
    public var clean: String {
        if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
        return String(format: "%.2f", self)
    }
}

extension CGFloat {
    /// A short rendering for messages and test output: no trailing ".0".
    package var clean: String { Double(self).clean }
}

extension CGSize {
    /// `width×height` for messages and test output.
    package var cleanDescription: String { "\(width.clean)×\(height.clean)" }
}
