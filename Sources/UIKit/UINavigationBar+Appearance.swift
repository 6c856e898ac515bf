import Foundation

extension UINavigationBar {
    /// The navigation bars' appearance proxy, as in UIKit: an app sets the look every navigation bar should have
    /// (`UINavigationBar.appearance().tintColor = .black`). chatshot draws no navigation bar, so the settings are
    /// kept on the proxy, one per render thread, for an app to read back.
    public static func appearance() -> UINavigationBar {
        appearanceProxy(key: "")
    }

    /// The appearance proxy for navigation bars inside instances of `containerTypes` (kept, like `appearance()`).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UINavigationBar {
        appearanceProxy(key: containerTypes.map { String(reflecting: $0) }.joined(separator: ","))
    }

    private static func appearanceProxy(key: String) -> UINavigationBar {
        let threadKey = "chatshot.UINavigationBar.appearance." + key
        if let proxy = Thread.current.threadDictionary[threadKey] as? UINavigationBar { return proxy }
        let proxy = UINavigationBar(frame: .zero)
        Thread.current.threadDictionary[threadKey] = proxy
        return proxy
    }
}
