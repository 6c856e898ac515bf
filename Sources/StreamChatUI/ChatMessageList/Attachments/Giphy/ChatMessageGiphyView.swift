import ChatCanvas
import UIKit

/// A giphy (the SDK's `ChatMessageGiphyView`): a square, aspect-filled picture with the GIPHY badge at its
/// bottom-leading corner (inset 8).
open class ChatMessageGiphyView: _View {
    public var content: UIImage? { didSet { updateContentIfNeeded() } }

    public let imageView = AttachmentImageView()
    public let badgeView = ChatMessageGiphyBadgeView()

    open override class var customizableSubviewNames: [String] { ["imageView", "badgeView"] }
    open override func customizableSubviews() -> [String: UIView] { ["imageView": imageView, "badgeView": badgeView] }

    open override func setUpLayout() {
        addSubview(imageView)
        addSubview(badgeView)
    }

    open override func updateContent() { imageView.image = content }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite ? size.width : 200
        return CGSize(width: w, height: w)
    }

    open override func layoutSubviews() {
        let b = bounds
        imageView.frame = b
        let s = badgeView.sizeThatFits(CGSize(width: b.width, height: CGFloat.infinity))
        let x = isRightToLeft ? b.width - 8 - s.width : 8
        badgeView.frame = CGRect(x: x, y: b.height - 8 - s.height, width: s.width, height: s.height)
    }
}
