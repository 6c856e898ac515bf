import UIKit

/// The navigation controller the SDK's routers push screens on (`Components.navigationVC`). In a still picture only
/// its top screen is drawn, as a plain `UINavigationController` draws it.
open class NavigationVC: UINavigationController {
    /// A navigation controller showing `rootViewController`.
    public required init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
