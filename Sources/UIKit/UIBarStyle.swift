/// The look of a navigation bar, toolbar or search bar, as in UIKit (kept: chatshot draws no navigation bar).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    /// UIKit's deprecated spelling of `.black` with a translucent bar.
    case blackTranslucent = 2
}
