import ChatCanvas
import UIKit

/// A giphy (the SDK's `ChatMessageGiphyView`): a square, aspect-filled picture with the GIPHY badge at its
/// bottom-leading corner (inset 8). While the picture is not there (a remote giphy is never fetched) the view is
/// clear — the bubble's colour shows through — with the 16-pt loading spinner in its centre, as the SDK shows a
/// giphy that is still loading.
open class ChatMessageGiphyView: _View {
    public var content: UIImage? { didSet { updateContentIfNeeded() } }

    public let imageView = AttachmentImageView()
    /// The "GIPHY" badge (from `Components.giphyBadgeView`).
    public private(set) lazy var badgeView: ChatMessageGiphyBadgeView = components.giphyBadgeView.init()
    /// The spinner while the giphy loads (from `Components.loadingIndicator`).
    public private(set) lazy var loadingIndicator: ChatLoadingIndicator = components.loadingIndicator.init()

    open override class var customizableSubviewNames: [String] { ["imageView", "badgeView"] }
    open override func customizableSubviews() -> [String: UIView] { ["imageView": imageView, "badgeView": badgeView] }

    open override func setUpLayout() {
        addSubview(imageView)
        addSubview(loadingIndicator)
        addSubview(badgeView)
    }

    open override func setUpAppearance() {
        // No placeholder box: the SDK's giphy is transparent until its picture arrives.
        imageView.placeholderDrawing = nil
    }

    open override func updateContent() {
        imageView.image = content
        loadingIndicator.isHidden = content != nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite ? size.width : 200
        return CGSize(width: w, height: w)
    }

    open override func layoutSubviews() {
        let b = bounds
        imageView.frame = b
        // The spinner's own 16 pt, as the SDK's image measures in its pictures.
        let own = loadingIndicator.intrinsicContentSize.width
        let spinner = own > 0 ? own : 16
        loadingIndicator.frame = CGRect(
            x: ((b.width - spinner) / 2).rounded(), y: ((b.height - spinner) / 2).rounded(), width: spinner,
            height: spinner)
        let s = badgeView.sizeThatFits(CGSize(width: b.width, height: CGFloat.infinity))
        let x = isRightToLeft ? b.width - 8 - s.width : 8
        badgeView.frame = CGRect(x: x, y: b.height - 8 - s.height, width: s.width, height: s.height)
    }
}
