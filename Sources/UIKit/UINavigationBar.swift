import Foundation

/// The bar of a navigation controller, as in UIKit: kept with its settings (the channel list draws its large title
/// when `prefersLargeTitles`; the look stays the SDK's); views an app adds to it are kept and not drawn.
open class UINavigationBar: UIView {
    /// Whether titles are large (the channel list draws a large title).
    open var prefersLargeTitles = false
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// The bar's background colour (kept).
    open var barTintColor: UIColor?
    /// The bar's style (kept).
    open var barStyle: UIBarStyle = .default
    /// The bar's look at a standard height (kept).
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look at a compact height (kept; nil uses `standardAppearance`).
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look when content scrolls under its edge (kept; nil uses `standardAppearance`).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look at a compact height at the scroll edge (kept).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The attributes of the title (kept).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title (kept).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image of the line under the bar (kept).
    open var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the bar's background image for `barMetrics` (kept).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}
