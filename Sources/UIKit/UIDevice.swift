/// The device, as in UIKit: chatshot draws phone screens, so `current` is an iPhone.
open class UIDevice: @unchecked Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The interface idiom: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name.
    open var name: String { "iPhone" }
    /// The model.
    open var model: String { "iPhone" }
    /// The system's name.
    open var systemName: String { "iOS" }
    /// The system's version.
    open var systemVersion: String { "18.0" }
    /// How the device is held: upright (chatshot draws portrait screens).
    open var orientation: UIDeviceOrientation { .portrait }
}
