import ChatCanvas
import StreamChat
import UIKit

/// A link preview (the SDK's `ChatMessageLinkPreviewView`), drawn below the text inside the bubble's margins:
/// the image (height = ½ width, radius 8, aspect-fill) with the author/site tab (bodyBold in the tint colour on
/// surfaceSubtle, 15-pt top-right radius) on its bottom-leading corner; then the title (subheadlineBold, one
/// line) and the text (subheadline, at most 3 lines), 20-pt lines.
open class ChatMessageLinkPreviewView: _View {
    public struct Content: Sendable {
        public var image: UIImage?
        public var hasImage: Bool
        public var authorName: String?
        public var title: String?
        public var text: String?
        public init(image: UIImage?, hasImage: Bool, authorName: String?, title: String?, text: String?) {
            self.image = image
            self.hasImage = hasImage
            self.authorName = authorName
            self.title = title
            self.text = text
        }
        public init(attachment a: TranscriptAttachment, loader: ImageLoading?) {
            let url = a.imageURL ?? a.thumbURL
            self.init(
                image: loader?.image(for: url), hasImage: url != nil,
                authorName: a.authorName.flatMap { $0.isEmpty ? nil : $0 },
                title: a.title.flatMap { $0.isEmpty ? nil : $0 }, text: a.text.flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    /// Clips the image and the author tab to the 8-pt rounded image frame.
    public let imagePreviewContainer = UIView()
    public let imagePreview = AttachmentImageView()
    public let authorBackground = UIView()
    public let authorLabel = UILabel()
    public let titleLabel = UILabel()
    public let bodyLabel = UILabel()

    /// Gaps of the SDK's layout (its text stack 8 pt under the image, 3 pt between the title and the text, on the
    /// 8-pt bottom margin), which its snapshots show: the title label 18 pt tall, the text 29 pt under its top.
    open var textTopSpacing: CGFloat { 8 }
    open var titleBodySpacing: CGFloat { 3 }
    open var bottomInset: CGFloat { 8 }
    /// The author's margins in its tab, as the SDK's (left is the leading side, right the trailing): the name 8 pt
    /// under the tab's top, 12 pt before its trailing edge.
    open var authorInsets: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 4, right: 12) }
    /// The title and the text are inset from the image's edges (they line up with the message text).
    open var textHorizontalInset: CGFloat { 8 }

    open override class var customizableSubviewNames: [String] {
        ["imagePreview", "authorBackground", "authorLabel", "titleLabel", "bodyLabel"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "imagePreview": imagePreview, "authorBackground": authorBackground, "authorLabel": authorLabel,
            "titleLabel": titleLabel, "bodyLabel": bodyLabel
        ]
    }

    open override func setUpLayout() {
        addSubview(imagePreviewContainer)
        imagePreviewContainer.embed(imagePreview)
        addSubview(authorBackground)
        authorBackground.embed(authorLabel, insets: authorInsets)
        addSubview(titleLabel)
        addSubview(bodyLabel)
    }

    open override func setUpAppearance() {
        let p = appearance.colorPalette
        imagePreviewContainer.layer.cornerRadius = 8
        imagePreviewContainer.clipsToBounds = true
        authorBackground.backgroundColor = p.backgroundCoreSurfaceSubtle
        authorBackground.layer.cornerRadius = 15
        authorLabel.font = appearance.fonts.bodyBold
        authorLabel.textColor = tintColor
        titleLabel.font = appearance.fonts.subheadlineBold
        titleLabel.textColor = p.textPrimary
        // SF Pro's 15-pt line, rounded up as the SDK's label is (Inter's own would be 19).
        titleLabel.lineHeight = 18
        titleLabel.numberOfLines = 1
        bodyLabel.font = appearance.fonts.subheadline
        bodyLabel.textColor = p.textPrimary
        bodyLabel.lineHeight = 20
        // The SDK's body is a text view: every line, the last too, takes the full height.
        bodyLabel.lastLineOwnHeight = false
        bodyLabel.numberOfLines = 3
        bodyLabel.lineBreakMode = .byTruncatingTail
    }

    open override func updateContent() {
        guard let content else { return }
        imagePreview.image = content.image
        imagePreviewContainer.isHidden = !content.hasImage
        authorLabel.text = content.authorName
        authorBackground.isHidden = content.authorName == nil
        // On a device the tab squares all but its top-trailing corner (the snapshots round all four, see facts).
        authorBackground.layer.maskedCorners =
            content.hasImage
            ? (isRightToLeft ? .layerMinXMinYCorner : .layerMaxXMinYCorner) : .all
        titleLabel.text = content.title
        titleLabel.isHidden = content.title == nil
        bodyLabel.text = content.text
        bodyLabel.isHidden = content.text == nil
    }

    private struct Frames {
        var image: CGRect?, author: CGRect?, title: CGRect?, body: CGRect?, height = 0.0
    }

    private func frames(width w: CGFloat) -> Frames {
        var f = Frames()
        var y = 0.0
        if !imagePreviewContainer.isHidden {
            let h = (w / 2).rounded()
            f.image = CGRect(x: 0, y: 0, width: w, height: h)
            y = h
        }
        if !authorBackground.isHidden {
            let i = authorInsets
            let t = authorLabel.sizeThatFits(CGSize(width: max(0, w - i.horizontal), height: CGFloat.infinity))
            let size = CGSize(width: min(w, t.width + i.horizontal), height: t.height + i.vertical)
            f.author = CGRect(x: 0, y: f.image == nil ? 0 : y - size.height, width: size.width, height: size.height)
            if f.image == nil { y = size.height }
        }
        let hasText = !titleLabel.isHidden || !bodyLabel.isHidden
        if hasText { y += textTopSpacing }
        let tx = min(textHorizontalInset, w / 2)
        let tw = max(0, w - 2 * tx)
        if !titleLabel.isHidden {
            let h = titleLabel.sizeThatFits(CGSize(width: tw, height: CGFloat.infinity)).height
            f.title = CGRect(x: tx, y: y, width: tw, height: h)
            y += h + (bodyLabel.isHidden ? 0 : titleBodySpacing)
        }
        if !bodyLabel.isHidden {
            let h = bodyLabel.sizeThatFits(CGSize(width: tw, height: CGFloat.infinity)).height
            f.body = CGRect(x: tx, y: y, width: tw, height: h)
            y += h
        }
        if hasText { y += bottomInset }
        f.height = y
        return f
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite ? size.width : 238
        return CGSize(width: w, height: frames(width: w).height)
    }

    open override func layoutSubviews() {
        let b = bounds
        let f = frames(width: b.width)
        func place(_ v: UIView, _ r: CGRect?) {
            guard var r else { return }
            if isRightToLeft { r.origin.x = b.width - r.maxX }
            v.frame = r
        }
        place(imagePreviewContainer, f.image)
        place(authorBackground, f.author)
        place(titleLabel, f.title)
        place(bodyLabel, f.body)
    }

}
