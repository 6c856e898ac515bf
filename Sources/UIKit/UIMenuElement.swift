/// The base of menu items (`UIAction`), as in UIKit: a title, a subtitle and an image. chatshot draws no menus.
@preconcurrency @MainActor
open class UIMenuElement {
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
