/// An animation of one layer property, named by key path (`"opacity"`, `"transform.scale"`), as in QuartzCore.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the values add to the current one.
    open var isAdditive = false
    /// Whether repeats build on the previous one.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
