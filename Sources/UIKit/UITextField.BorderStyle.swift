extension UITextField {
    /// The border a text field draws (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezelled rectangle, as input fields were drawn before iOS 7.
        case bezel
        /// A rounded rectangle: the look of a standard input field.
        case roundedRect
    }
}
