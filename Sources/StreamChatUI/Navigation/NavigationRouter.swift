import UIKit

/// The SDK's base of its routers: the object a view controller asks to show another screen. In a still render
/// nothing is shown; the router keeps its root controller so an app's subclass reads it as in the SDK.
open class NavigationRouter<Controller: UIViewController> {
    /// The controller this router shows screens from.
    public unowned var rootViewController: Controller

    /// The navigation controller of `rootViewController`, if it is in one.
    public var rootNavigationController: UINavigationController? {
        rootViewController.navigationController
    }

    /// A router for `rootViewController`.
    public required init(rootViewController: Controller) {
        self.rootViewController = rootViewController
    }
}
