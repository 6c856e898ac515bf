/// Drawing hints of UIKit's views that change nothing in chatshot's picture: a view is always composited with its
/// transparency, and every render draws the whole view.
extension UIView {
    /// Whether the view says it is opaque (kept; `true` by default, as in UIKit). chatshot draws the view's
    /// colours as they are, transparent ones included, whatever this says.
    public var isOpaque: Bool {
        get { associatedValue(forKey: "isOpaque") as? Bool ?? true }
        set { setAssociatedValue(newValue, forKey: "isOpaque") }
    }

    /// Whether UIKit clears the view's bounds before `draw(_:)` (kept; `true` by default).
    public var clearsContextBeforeDrawing: Bool {
        get { associatedValue(forKey: "clearsContextBeforeDrawing") as? Bool ?? true }
        set { setAssociatedValue(newValue, forKey: "clearsContextBeforeDrawing") }
    }
}
