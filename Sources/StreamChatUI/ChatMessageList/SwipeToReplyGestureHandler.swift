import StreamChat
import UIKit

/// Replies to a message swiped sideways in the list (the SDK's `SwipeToReplyGestureHandler`, the list's
/// `swipeToReplyGestureHandler`). Nobody swipes a still picture: the app's `onReply` is kept and never called, and
/// every cell stays where the list put it.
@preconcurrency @MainActor
open class SwipeToReplyGestureHandler {
    /// The list whose cells are swiped.
    public private(set) weak var listView: ChatMessageListView?
    /// The feedback a reply would give.
    public private(set) var impactFeedbackGenerator: UIImpactFeedbackGenerator
    /// Called with the message a swipe replies to (kept).
    public var onReply: ((ChatMessage) -> Void)?
    /// How far a cell must move for a reply, in points.
    open var swipeThreshold: CGFloat { 50 }

    /// A handler for `listView`'s cells.
    public init(listView: ChatMessageListView, impactFeedbackGenerator: UIImpactFeedbackGenerator? = nil) {
        self.listView = listView
        self.impactFeedbackGenerator = impactFeedbackGenerator ?? UIImpactFeedbackGenerator(style: .medium)
    }

    /// Follows a pan gesture: none happens in a still picture.
    open func handle(gesture: UIPanGestureRecognizer) {}
    /// Puts swiped views back: nothing moved.
    open func resetViewPositions() {}
}
