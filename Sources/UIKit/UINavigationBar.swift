/// The bar of a navigation controller, as in UIKit: kept with its settings, not drawn (chatshot draws no navigation
/// bar); views an app adds to it are kept and not drawn either.
open class UINavigationBar: UIView {
    /// Whether titles are large (kept).
    open var prefersLargeTitles = false
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// The bar's background colour (kept).
    open var barTintColor: UIColor?
}
