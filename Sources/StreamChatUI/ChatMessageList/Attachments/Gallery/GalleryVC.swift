import StreamChat
import UIKit

/// The full-screen gallery of a message's images and videos (`Components.galleryVC`). A still render of a chat
/// screen does not open it; it is a view controller an app can subclass, drawing its background.
open class GalleryVC: _ViewController, AppearanceProvider {
    /// The images and videos shown, and the one first shown.
    public struct Content {
        public var message: ChatMessage
        public var currentPage: Int
        public init(message: ChatMessage, currentPage: Int) {
            self.message = message
            self.currentPage = currentPage
        }
    }

    /// What it shows.
    open var content: Content! { didSet { updateContentIfNeeded() } }
    /// The close button (from `Components.closeButton`).
    public private(set) lazy var closeButton: UIButton = components.makeButton(
        components.closeButton, default: CloseButton.self, slot: "closeButton")
    /// The share button (from `Components.shareButton`).
    public private(set) lazy var shareButton: UIButton = components.makeButton(
        components.shareButton, default: ShareButton.self, slot: "shareButton")
    /// The video controls (from `Components.videoPlaybackControlView`).
    public private(set) lazy var videoPlaybackBar: VideoPlaybackControlView = components.videoPlaybackControlView
        .init()

    open override func setUpAppearance() {
        super.setUpAppearance()
        view.backgroundColor = appearance.colorPalette.backgroundCoreApp
    }
}
