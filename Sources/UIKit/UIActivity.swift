/// A service a share sheet offers, as in UIKit; apps subclass it. chatshot shows no share sheets.
open class UIActivity {
    /// An activity.
    public init() {}

    /// The activity's type.
    open var activityType: UIActivity.ActivityType? { nil }
    /// The title shown under its icon.
    open var activityTitle: String? { nil }
    /// Its icon.
    open var activityImage: UIImage? { nil }
    /// Whether it can act on the items.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before it acts.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts.
    open func perform() {}
}
