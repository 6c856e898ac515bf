import StreamChat
import UIKit
import ChatCanvas

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

    open override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width.isFinite ? size.width : 200
        return Size(width: w, height: w)
    }

    open override func layoutSubviews() {
        let b = bounds
        imageView.frame = b
        let s = badgeView.sizeThatFits(Size(width: b.width, height: .infinity))
        let x = isRightToLeft ? b.width - 8 - s.width : 8
        badgeView.frame = Rect(x: x, y: b.height - 8 - s.height, width: s.width, height: s.height)
    }
}

/// The GIPHY badge: a black 60 % capsule with the round GIPHY logo and "GIPHY" in bodyBold white, padding 4/6.
open class ChatMessageGiphyBadgeView: _View {
    public let logoImageView = UIImageView()
    public let titleLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["logoImageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["logoImageView": logoImageView, "titleLabel": titleLabel] }

    open override func setUpLayout() {
        addSubview(logoImageView)
        addSubview(titleLabel)
    }

    open override func setUpAppearance() {
        backgroundColor = UIColor.black.withAlphaComponent(0.6)
        logoImageView.image = appearance.images["commandGiphy"]
        logoImageView.contentMode = .aspectFit
        titleLabel.text = "GIPHY"
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.textColor = appearance.colorPalette.textOnAccent
    }

    private let logoSize = 16.0

    open override func sizeThatFits(_ size: Size) -> Size {
        let t = titleLabel.intrinsicContentSize
        return Size(width: 6 + logoSize + 4 + t.width + 6, height: max(logoSize, t.height) + 8)
    }

    open override func layoutSubviews() {
        let b = bounds
        layer.cornerRadius = b.height / 2
        let t = titleLabel.intrinsicContentSize
        var logo = Rect(x: 6, y: (b.height - logoSize) / 2, width: logoSize, height: logoSize)
        var title = Rect(x: logo.maxX + 4, y: (b.height - t.height) / 2, width: t.width, height: t.height)
        if isRightToLeft {
            logo.origin.x = b.width - logo.maxX
            title.origin.x = b.width - title.maxX
        }
        logoImageView.frame = logo
        titleLabel.frame = title
    }
}

/// A giphy at the top of the bubble, edge to edge; the bubble clips it. The ephemeral `/giphy` preview of the
/// current user is interactive: the giphy with its Send / Shuffle / Cancel buttons.
open class GiphyAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var giphyImageView: ChatMessageGiphyView = contentView.components.giphyView.init()
    public private(set) lazy var interactiveAttachmentView = ChatMessageInteractiveAttachmentView()

    /// The SDK's `isInteractive`: an ephemeral message of the current user (a `/giphy` preview) shows actions.
    open var isInteractive: Bool {
        guard let message = contentView.content else { return false }
        return message.type == .ephemeral && message.isSentByCurrentUser
    }

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        // Both are inserted (the message is not known yet); the content shows one.
        insertAtTop(interactiveAttachmentView)
        insertAtTop(giphyImageView)
        clipBubble()
    }

    open override func contentViewDidUpdateContent() {
        let loader = contentView.components.imageLoader
        let giphy = attachments([.giphy]).first
        let image = loader?.image(for: giphy?.thumbURL) ?? loader?.image(for: giphy?.imageURL)
        giphyImageView.isHidden = isInteractive
        interactiveAttachmentView.isHidden = !isInteractive
        if isInteractive {
            let actions = giphy?.actions ?? []
            interactiveAttachmentView.content = .init(image: image, actions: actions.isEmpty ? AttachmentAction.giphyPreviewActions : actions)
        } else {
            giphyImageView.content = image
        }
        updateTopMargins()
    }
}
