import Foundation

extension UINavigationBar {
    /// The navigation bars' appearance proxy, as in UIKit: an app sets the look every navigation bar should have
    /// (`UINavigationBar.appearance().tintColor = .black`), which chatshot's bars draw where a bar sets none of its
    /// own (`resolvedLook`). One per render thread, reset for every render (`resetAppearanceProxies`).
    public static func appearance() -> UINavigationBar {
        appearanceProxy(key: "")
    }

    /// The appearance proxy for navigation bars inside instances of `containerTypes` (kept, like `appearance()`).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UINavigationBar {
        appearanceProxy(key: containerTypes.map { String(reflecting: $0) }.joined(separator: ","))
    }

    private static let proxyKeyPrefix = "chatshot.UINavigationBar.appearance."

    /// Forgets this thread's proxies, so a render starts from UIKit's defaults whatever an earlier render's code set;
    /// with `settings`, the plain proxy takes a copy of them (what an app's set-up that runs once left).
    package static func resetAppearanceProxies(to settings: UINavigationBar? = nil) {
        let dictionary = Thread.current.threadDictionary
        for case let key as String in dictionary.allKeys where key.hasPrefix(proxyKeyPrefix) {
            dictionary.removeObject(forKey: key)
        }
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

    private static func appearanceProxy(key: String) -> UINavigationBar {
        let threadKey = proxyKeyPrefix + key
        if let proxy = Thread.current.threadDictionary[threadKey] as? UINavigationBar { return proxy }
        let proxy = UINavigationBar(frame: .zero)
        Thread.current.threadDictionary[threadKey] = proxy
        return proxy
    }
}
