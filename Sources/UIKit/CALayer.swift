import ChatCanvas

/// The visual properties of a view's backing layer that chatshot paints: rounded corners (per corner), border,
/// shadow and clipping.
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = .all
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor?
    public var shadowColor: UIColor? = .black
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    public var masksToBounds = false

    public init() {}

    /// The radius of each corner for a rectangle of the given size (clamped to half the shorter side).
    public func cornerRadii(for size: CGSize) -> CornerRadii {
        let r = min(cornerRadius, min(size.width, size.height) / 2)
        return CornerRadii(
            topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
            topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0,
            bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}
