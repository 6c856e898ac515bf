/// Haptic feedback for an impact, as in UIKit; inert in a still picture.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The style it was made with.
    public let style: UIImpactFeedbackGenerator.FeedbackStyle

    /// A generator of impacts of a style.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A medium impact generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays nothing.
    open func impactOccurred() {}
    /// Plays nothing.
    open func impactOccurred(intensity: CGFloat) {}
}
