import Foundation

/// The app object, as in UIKit: `UIApplication.shared` and its delegate. chatshot runs no app: nothing here draws,
/// and `application(_:didFinishLaunchingWithOptions:)` is never called (put set-up code in a function of its own).
open class UIApplication: UIResponder {
    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication =
            LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification =
            LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly =
            OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The one app object.
    nonisolated(unsafe) public static let shared = UIApplication()
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
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// Registers for nothing (no push notifications in a still render).
    open func registerForRemoteNotifications() {}
}
