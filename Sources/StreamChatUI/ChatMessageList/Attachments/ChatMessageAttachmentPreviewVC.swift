import UIKit

/// The web view that shows a file or a link (`Components.filePreviewVC`). chatshot has no web view: a render of a
/// chat screen does not open it; it shows the page's address as its title.
open class ChatMessageAttachmentPreviewVC: _ViewController, AppearanceProvider {
    /// The address shown.
    open var content: URL? { didSet { updateContentIfNeeded() } }

    open override func setUpAppearance() {
        super.setUpAppearance()
        view.backgroundColor = appearance.colorPalette.backgroundCoreApp
    }

    open override func updateContent() {
        super.updateContent()
        title = content?.absoluteString
    }
}
