extension UIView {
    /// Makes the view or a subview resign as first responder (UIKit's `endEditing(_:)`). Nothing edits in a still
    /// picture: returns `true`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}
