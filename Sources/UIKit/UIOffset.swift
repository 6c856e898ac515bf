import CoreGraphics

/// A horizontal and vertical shift, as in UIKit (title and text positions).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No shift.
    public static let zero = UIOffset()
}
