import Foundation

/// The base of Core Animation's animations, as in QuartzCore. A still picture shows no animation: a layer keeps
/// the animations added to it and draws its model values.
open class CAAnimation {
    /// Seconds the animation lasts.
    open var duration: CFTimeInterval = 0
    /// When it begins.
    open var beginTime: CFTimeInterval = 0
    /// Its pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// How many times it repeats.
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards.
    open var autoreverses = false
    /// Whether it is removed when it ends.
    open var isRemovedOnCompletion = true
    /// Whether its values hold before or after it runs.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Its delegate (held strongly, as in Core Animation).
    open var delegate: (any CAAnimationDelegate)?

    /// An animation.
    public init() {}
}
