extension UITextField {
    /// When an overlay view (the left or right view, the clear button) shows (UIKit's `UITextField.ViewMode`). A
    /// still picture shows a field that is not being edited.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the text is being edited: never, in a still picture.
        case whileEditing
        /// Whenever the text is not being edited: always, in a still picture.
        case unlessEditing
        /// Always.
        case always
    }
}
