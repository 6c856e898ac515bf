/// The actions shown when a table row is swiped (UIKit's `UISwipeActionsConfiguration`). Kept; a still picture
/// swipes no row.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe runs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
