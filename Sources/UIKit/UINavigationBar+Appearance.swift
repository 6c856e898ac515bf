import Foundation

extension UINavigationBar {
    /// Forgets this thread's appearance proxies (every class's: `UIView.appearance()`), so a render starts from
    /// UIKit's defaults whatever an earlier render's code set; with `settings`, the navigation bars' plain proxy takes
    /// a copy of them (what an app's set-up that runs once left). The bars draw their proxy's settings where a bar
    /// sets none of its own (`resolvedLook`).
    package static func resetAppearanceProxies(to settings: UINavigationBar? = nil) {
        resetAllAppearanceProxies()
        if let settings { appearance().copySettings(from: settings) }
    }

    /// Copies the settings a bar keeps (tint, bar tint, style, appearances, title attributes, large titles).
    package func copySettings(from bar: UINavigationBar) {
        tintColor = bar.ownTintColor
        barTintColor = bar.barTintColor
        barStyle = bar.barStyle
        isTranslucent = bar.isTranslucent
        prefersLargeTitles = bar.prefersLargeTitles
        standardAppearance = UINavigationBarAppearance(barAppearance: bar.standardAppearance)
        compactAppearance = bar.compactAppearance.map { UINavigationBarAppearance(barAppearance: $0) }
        scrollEdgeAppearance = bar.scrollEdgeAppearance.map { UINavigationBarAppearance(barAppearance: $0) }
        compactScrollEdgeAppearance = bar.compactScrollEdgeAppearance.map {
            UINavigationBarAppearance(barAppearance: $0)
        }
        titleTextAttributes = bar.titleTextAttributes
        largeTitleTextAttributes = bar.largeTitleTextAttributes
        shadowImage = bar.shadowImage
    }
}
