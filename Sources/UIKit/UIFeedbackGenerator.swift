/// The base of the haptic feedback generators, as in UIKit. A still picture has no haptics: every generator is
/// inert.
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the haptic engine: nothing to ready.
    open func prepare() {}
}
