/// UIKit's block animations. A still picture shows where an animation ends: each runs its `animations` block at
/// once, then its completion with `true` (finished); durations, delays, springs and options change nothing.
extension UIView {
    /// Runs `animations` now, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runToEnd(animations, completion)
    }
    /// Runs `animations` now, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runToEnd(animations, completion)
    }
    /// Runs `animations` now.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runToEnd(animations, nil)
    }
    /// A spring animation: runs `animations` now, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runToEnd(animations, completion)
    }
    /// A spring animation by duration and bounce: runs `animations` now, then `completion(true)`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
    /// A keyframe animation: runs `animations` (and the keyframes it adds) now, then `completion(true)`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runToEnd(animations, completion)
    }
    /// A keyframe inside `animateKeyframes`: runs `animations` now.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }
    /// A transition of a view's content: runs `animations` now, then `completion(true)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }
    /// Replaces `fromView` with `toView` as UIKit ends it: `toView` takes `fromView`'s place in its superview and
    /// `fromView` leaves it (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
            parent.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }
    /// Runs `actionsWithoutAnimation` now.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
    /// Whether animations are enabled; a still picture draws end states either way.
    public class var areAnimationsEnabled: Bool { true }
    /// Accepted; changes nothing.
    public class func setAnimationsEnabled(_ enabled: Bool) {}
    /// The duration of the animation in progress: none runs, so 0.
    public class var inheritedAnimationDuration: TimeInterval { 0 }

    private class func runToEnd(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
