/// The base of menu items (`UIAction`), as in UIKit: a title, a subtitle and an image. chatshot draws no menus.
open class UIMenuElement {
    /// How an element shows and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image beside the title.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
