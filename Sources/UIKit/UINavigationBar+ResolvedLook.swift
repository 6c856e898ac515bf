import Foundation

/// What a navigation bar looks like once UIKit has combined the bar's own settings with the navigation bars'
/// appearance proxy (`UINavigationBar.appearance()`): the background, the titles' colour and font, and the tint of
/// its items. chatshot's bars (the channel list's, the channel's and the thread's) draw it over the SDK's look.
package struct UINavigationBarResolvedLook {
    /// The bar's background; nil keeps the SDK's.
    package var backgroundColor: UIColor?
    /// The title's colour and font; nil keeps the SDK's.
    package var titleColor: UIColor?
    package var titleFont: UIFont?
    /// The large title's colour and font; nil keeps the SDK's.
    package var largeTitleColor: UIColor?
    package var largeTitleFont: UIFont?
    /// The items' tint; nil keeps the view's.
    package var tintColor: UIColor?

    /// Nothing of the app's: the SDK's look.
    package init() {}
}

extension UINavigationBar {
    /// The look of this bar (nil: a bar with no settings of its own, such as a screen drawn outside a navigation
    /// controller) as UIKit resolves it, its own settings first, then the appearance proxy's. At the scroll edge (a
    /// list scrolled to its top) only a `scrollEdgeAppearance` gives the bar a background, as on iOS 15 and later;
    /// elsewhere the `standardAppearance`, else the `barTintColor`.
    package static func resolvedLook(of bar: UINavigationBar?, atScrollEdge: Bool) -> UINavigationBarResolvedLook {
        let bars = [bar, appearance()].compactMap { $0 }
        var look = UINavigationBarResolvedLook()
        for b in bars {
            let barAppearance = atScrollEdge ? b.scrollEdgeAppearance : b.standardAppearance
            let background = barAppearance?.backgroundColor ?? (atScrollEdge ? nil : b.barTintColor)
            look.backgroundColor = look.backgroundColor ?? background
            // Without a scroll-edge appearance, the bar at its scroll edge is the standard one with a clear
            // background: its titles are the standard appearance's.
            let titled = barAppearance ?? b.standardAppearance
            let title = titled.titleTextAttributes.isEmpty ? b.titleTextAttributes : titled.titleTextAttributes
            let large =
                titled.largeTitleTextAttributes.isEmpty ? b.largeTitleTextAttributes : titled.largeTitleTextAttributes
            look.titleColor = look.titleColor ?? title?[.foregroundColor] as? UIColor
            look.titleFont = look.titleFont ?? title?[.font] as? UIFont
            look.largeTitleColor = look.largeTitleColor ?? large?[.foregroundColor] as? UIColor
            look.largeTitleFont = look.largeTitleFont ?? large?[.font] as? UIFont
            look.tintColor = look.tintColor ?? b.ownTintColor
        }
        return look
    }
}
