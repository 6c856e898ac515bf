import ChatCanvas
import CoreGraphics

/// The region a text view lays its text out in. `lineFragmentPadding` is drawn: it indents each line at both ends,
/// inside `textContainerInset`. chatshot's default padding is 0 (UIKit's is 5), so a text view looks as it did
/// before the container existed; the other properties are kept.
open class NSTextContainer {
    /// The indent at both ends of every line, in points; changing it re-measures the text view.
    open var lineFragmentPadding: CGFloat = 0 {
        didSet { if lineFragmentPadding != oldValue { UIView.invalidateMeasurements() } }
    }
    /// The container's size (kept; the text view's bounds decide the layout).
    open var size: CGSize
    /// The most lines the container holds, 0 for no limit (kept).
    open var maximumNumberOfLines = 0
    /// How the last line is cut (kept).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (kept).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (kept).
    open var heightTracksTextView = false

    /// A container of the given size.
    public init(size: CGSize) { self.size = size }
    /// A container of unbounded size.
    public convenience init() { self.init(size: CGSize(width: 10_000_000, height: 10_000_000)) }
}
