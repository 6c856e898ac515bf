/// Haptic feedback for a change of selection, as in UIKit; inert in a still picture.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays nothing.
    open func selectionChanged() {}
}
