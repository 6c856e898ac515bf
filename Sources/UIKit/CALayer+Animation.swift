/// Core Animation's animation API on layers. A still picture draws a layer's model values: animations are accepted
/// and dropped.
extension CALayer {
    /// Accepts an animation; nothing animates in a still picture.
    public func add(_ anim: CAAnimation, forKey key: String?) {}
    /// The animation for a key: none is kept.
    public func animation(forKey key: String) -> CAAnimation? { nil }
    /// The keys of the animations: none.
    public func animationKeys() -> [String]? { nil }
    /// Removes nothing: none is kept.
    public func removeAnimation(forKey key: String) {}
    /// Removes nothing: none is kept.
    public func removeAllAnimations() {}
}
