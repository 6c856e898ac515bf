import ChatCanvas
import UIKit

/// The bubble around a message's content: radius 18, fill and a same-colour 1-pt border, one squared corner
/// for the last message of a group (the "tail").
open class ChatMessageBubbleView: _View {
    public struct Content: Sendable {
        public var backgroundColor: UIColor
        public var borderColor: UIColor
        /// The corners that stay round.
        public var roundedCorners: CACornerMask
        public init(backgroundColor: UIColor, borderColor: UIColor, roundedCorners: CACornerMask) {
            self.backgroundColor = backgroundColor
            self.borderColor = borderColor
            self.roundedCorners = roundedCorners
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    open override func setUpAppearance() {
        super.setUpAppearance()
        layer.cornerRadius = 18
        layer.borderWidth = 1
    }

    open override func updateContent() {
        super.updateContent()
        backgroundColor = content?.backgroundColor
        layer.borderColor = content?.borderColor
        layer.maskedCorners = content?.roundedCorners ?? .all
    }
}
