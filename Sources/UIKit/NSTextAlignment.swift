import ChatCanvas

/// How the lines of a text are aligned (UIKit's values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Wrapped lines are stretched to the full width; a paragraph's last line is aligned naturally.
    case justified = 3
    /// Leading edge of the text's writing direction.
    case natural = 4

    /// The alignment ChatCanvas lays text out with (justified lines start at the natural edge).
    package var canvasAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural: .natural
        }
    }
}
