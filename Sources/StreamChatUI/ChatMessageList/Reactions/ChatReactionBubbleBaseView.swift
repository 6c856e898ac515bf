import UIKit

/// The base class of a message's reactions bubble (`Components.messageReactionsBubbleView`); chatshot's
/// `ChatReactionsBubbleView` is the one drawn by default.
open class ChatReactionBubbleBaseView: _View, AppearanceProvider {
    /// Where the bubble's tail points (nil: no tail).
    open var tailDirection: ChatThreadArrowView.Direction? { didSet { setNeedsLayout() } }
}
