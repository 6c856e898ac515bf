import Foundation

/// The app object, as in UIKit: `UIApplication.shared` and its delegate. chatshot runs no app: nothing here draws,
/// and `application(_:didFinishLaunchingWithOptions:)` is never called (put set-up code in a function of its own).
open class UIApplication: UIResponder {
    /// The one app object.
    public static let shared = UIApplication()
    /// The URL string that opens the app's page in Settings (opening it does nothing here).
    public static let openSettingsURLString = "app-settings:"
    /// The app's delegate (held weakly).
    open weak var delegate: (any UIApplicationDelegate)?
    /// The app's state: `.active`.
    open var applicationState: UIApplication.State { .active }
    /// The scenes connected: none in a still render.
    open var connectedScenes: Set<UIScene> { [] }
    /// Whether the idle timer is off; kept, changes nothing.
    open var isIdleTimerDisabled = false
    /// The badge number on the app's icon; kept, changes nothing.
    open var applicationIconBadgeNumber = 0

    /// Whether an app could open the URL: `false`, nothing is opened in a still render.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens nothing; `completion(false)` runs at once.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }
    /// Registers for nothing (no push notifications in a still render).
    open func registerForRemoteNotifications() {}
}
