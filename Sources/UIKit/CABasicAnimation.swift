/// An animation from one value to another, as in QuartzCore; inert in a still picture.
open class CABasicAnimation: CAPropertyAnimation {
    /// The starting value.
    open var fromValue: Any?
    /// The ending value.
    open var toValue: Any?
    /// A change relative to the starting value.
    open var byValue: Any?
}
