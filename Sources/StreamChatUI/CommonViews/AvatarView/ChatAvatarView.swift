import ChatCanvas
import UIKit

/// A round avatar (the SDK's `ChatAvatarView`): an `imageView` clipped to a circle, a placeholder with the user's
/// initials (or a person glyph) when there is no image, and an optional presence dot.
open class ChatAvatarView: _View {
    public let imageView = UIImageView()
    /// Whether to draw the green presence dot when the content is online.
    public var isOnlineIndicatorEnabled = false
    public var content: AvatarContent? { didSet { updateContentIfNeeded() } }
    /// Whether the dot itself is drawn (false: only the notch, under a presence view's own indicator view).
    var drawsOnlineIndicatorDot = true

    open override class var customizableSubviewNames: [String] { ["imageView"] }
    open override func customizableSubviews() -> [String: UIView] { ["imageView": imageView] }

    open override func setUpLayout() {
        embed(imageView)
    }

    open override func setUpAppearance() {
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        // A radius this large is clamped to half the side: a circle at any size.
        imageView.layer.cornerRadius = .greatestFiniteMagnitude
    }

    open override func updateContent() {
        // Without content the image is the app's: the SDK's avatar view has no content of its own, so an app sets
        // `imageView.image` itself (or through `Components.mediaLoader`), and that image stays.
        if let content {
            imageView.image = content.image.map { $0.isTemplate ? $0.withRenderingMode(.alwaysOriginal) : $0 }
        }
        updatePlaceholderDrawing()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 32, height: 32) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updatePlaceholderDrawing()
    }

    /// The placeholder follows the content (set on content changes too: an avatar re-added to a container
    /// with an unchanged frame is not laid out again).
    private func updatePlaceholderDrawing() {
        let info = PlaceholderInfo(
            name: components.isAvatarInitialsEnabled ? content?.name : nil, appearance: appearance)
        imageView.placeholderDrawing = { [weak self] rect, canvas in
            guard let self else { return }
            info.draw(in: rect, canvas: canvas, style: self.traitCollection.userInterfaceStyle)
        }
    }

    private var showsPresence: Bool { isOnlineIndicatorEnabled && (content?.isOnline ?? false) }
    open override var drawsOverlayInGroup: Bool { showsPresence }

    /// The presence dot: 20 % of the width, 1 pt from the top right, in a transparent notch a quarter wider.
    open override func drawOverlay(_ rect: CGRect, in canvas: Canvas) {
        guard showsPresence else { return }
        let d = rect.width * 0.2
        let dot = CGRect(x: rect.maxX - 1 - d, y: rect.minY + 1, width: d, height: d)
        canvas.erase(Path.ellipse(in: dot.insetBy(dx: -d / 4, dy: -d / 4)))
        guard drawsOnlineIndicatorDot else { return }
        canvas.fillEllipse(in: dot, color: resolve(appearance.colorPalette.accentSuccess))
    }
}
