// Stand-ins for the SDK demo app's own code outside DemoApp/StreamChat/Components/ (its configuration, alert helpers,
// debug screen, …), written for chatshot's compatibility corpus from how Components/ calls them: just enough to
// type-check, so the corpus is measured as an app folder that has its own helpers. None of this is the demo's code.
import StreamChat
import UIKit

/// The demo's feature switches (stand-in).
final class AppConfig: @unchecked Sendable {
    static let shared = AppConfig()
    var demoAppConfig = DemoAppConfig()
}

/// The switches Components/ reads (stand-in; all off).
struct DemoAppConfig {
    var isPremiumMemberFeatureEnabled = false
    var isRemindersEnabled = false
    var shouldShowConnectionBanner = false
}

extension UserDefaults {
    /// The demo's shared defaults (stand-in: the standard ones).
    static var shared: UserDefaults { .standard }
    /// The logged-in user's id (stand-in).
    var currentUserId: String? { string(forKey: "currentUserId") }
}

extension ChatUser {
    /// A custom field the demo reads from `extraData` (stand-in).
    var birthLand: String? {
        if case .string(let value)? = extraData["birthland"] { return value }
        return nil
    }
}

extension StreamRuntimeCheck {
    /// Whether the demo runs in Stream's internal scheme (stand-in: no).
    static var isStreamInternalConfiguration: Bool { false }
}

extension UIViewController {
    /// Shows an alert with actions (stand-in: presents nothing).
    func presentAlert(
        title: String?, message: String? = nil, actions: [UIAlertAction] = [],
        cancelHandler: (() -> Void)? = nil, preferredStyle: UIAlertController.Style = .alert,
        sourceView: UIView? = nil
    ) {}

    /// Asks for a line of text (stand-in: presents nothing).
    func presentAlert(
        title: String?, message: String? = nil, textFieldPlaceholder: String?,
        completion: @escaping (String?) -> Void
    ) {}

    /// The current user's options sheet (stand-in: presents nothing).
    func presentUserOptionsAlert(onLogout: (() -> Void)?, onDisconnect: (() -> Void)?, client: ChatClient) {}
}

/// A screen that dumps an object (stand-in: empty).
final class DebugObjectViewController: UIViewController {
    convenience init(object: Any?) { self.init() }
}
