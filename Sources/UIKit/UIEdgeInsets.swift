import CoreGraphics

/// Insets on four sides, in points (left and right, whatever the layout direction).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()

    /// The same inset on every side (chatshot's own shorthand, not UIKit API).
    package init(all v: CGFloat) { self.init(top: v, left: v, bottom: v, right: v) }
    package var horizontal: CGFloat { left + right }
    package var vertical: CGFloat { top + bottom }
}

extension CGRect {
    /// The rectangle with each edge moved inwards by the inset on that side (outwards for a negative inset); as in
    /// UIKit, insets larger than the rectangle give a negative size.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
