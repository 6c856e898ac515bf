import UIKit

/// A screen chatshot can draw whole, taller than a device (`--full`), split into pages between its rows.
public protocol PagedScreen: UIView {
    /// The height that shows all of its content at `width`.
    func fullHeight(width: CGFloat) -> CGFloat
    /// Where a page may end, in its own coordinates: between rows, never through one.
    var pageBreaks: [CGFloat] { get }
}
