import UIKit

/// A view filled with a linear gradient (`Components.gradientView`). chatshot draws no gradient layer: the view
/// shows the gradient's first colour, the look of the SDK's video overlays in a still picture.
open class GradientView: _View {
    /// The gradient's colours and direction.
    public struct Content: Sendable {
        /// The direction of a gradient.
        public enum Direction: Sendable {
            case vertical, horizontal
        }
        public var direction: Direction
        public var colors: [UIColor]
        public var locations: [CGFloat]?
        public init(direction: Direction, colors: [UIColor], locations: [CGFloat]? = nil) {
            self.direction = direction
            self.colors = colors
            self.locations = locations
        }
    }

    /// What it shows (nil: clear).
    public var content: Content? { didSet { updateContentIfNeeded() } }

    open override func updateContent() {
        super.updateContent()
        backgroundColor = content?.colors.first
    }
}
