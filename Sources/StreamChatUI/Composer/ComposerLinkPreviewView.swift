import ChatCanvas
import Foundation
import UIKit

/// The preview of the draft's first link above the composer's input (the SDK's `ComposerLinkPreviewView`, shown with
/// `Components.isComposerLinkPreviewEnabled`): a 35-pt thumbnail (or the `link` icon when the page has no image), a
/// 2-pt accentPrimary bar, the title (subheadlineBold; the URL when there is none) over the description
/// (subheadline, textSecondary), and a close button. Measured on `ComposerVC_Tests/test_showLinkPreview*`.
open class ComposerLinkPreviewView: _View {
    public struct Content: Hashable, Sendable {
        /// The link as typed.
        public var url: String
        public var title: String?
        public var text: String?
        /// The page's image: a local path or a remote URL (drawn as a placeholder); nil shows the `link` icon.
        public var imageURL: String?
        public init(url: String, title: String? = nil, text: String? = nil, imageURL: String? = nil) {
            self.url = url
            self.title = title
            self.text = text
            self.imageURL = imageURL
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let imagePreview = AttachmentImageView()
    public let linkIconView = UIImageView()
    public let separatorView = UIView()
    public let textContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    public let titleLabel = UILabel()
    public let descriptionLabel = UILabel()
    public let closeButton = UIButton()

    /// The thumbnail's side, the height of the preview's content.
    open var imageSize: CGFloat { 35 }
    /// Space left under the preview (the pill starts 13 pt below the thumbnail in the SDK's pictures).
    open var bottomInset: CGFloat { 5 }

    open override class var customizableSubviewNames: [String] {
        [
            "imagePreview", "linkIconView", "separatorView", "textContainer", "titleLabel", "descriptionLabel",
            "closeButton"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "imagePreview": imagePreview, "linkIconView": linkIconView, "separatorView": separatorView,
            "textContainer": textContainer,
            "titleLabel": titleLabel, "descriptionLabel": descriptionLabel, "closeButton": closeButton
        ]
    }

    open override func setUpLayout() {
        addSubview(imagePreview)
        addSubview(linkIconView)
        addSubview(separatorView)
        addSubview(textContainer)
        addSubview(closeButton)
        textContainer.addArrangedSubviews([titleLabel, descriptionLabel])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        imagePreview.layer.cornerRadius = 0
        linkIconView.image = appearance.images["link"]
        linkIconView.tintColor = palette.accentPrimary
        linkIconView.contentMode = .center
        separatorView.backgroundColor = palette.accentPrimary
        titleLabel.font = appearance.fonts.subheadlineBold
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = palette.textPrimary
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.numberOfLines = 1
        descriptionLabel.font = appearance.fonts.subheadline
        descriptionLabel.adjustsFontForContentSizeCategory = true
        descriptionLabel.textColor = palette.textSecondary
        descriptionLabel.lineBreakMode = .byTruncatingTail
        descriptionLabel.numberOfLines = 1
        closeButton.setImage(appearance.images["discard"], for: .normal)
        closeButton.tintColor = palette.textTertiary
    }

    open override func updateContent() {
        guard let content else { return }
        let image = components.imageLoader?.image(for: content.imageURL)
        imagePreview.image = image
        imagePreview.isHidden = content.imageURL == nil
        linkIconView.isHidden = content.imageURL != nil
        titleLabel.text = content.title.flatMap { $0.isEmpty ? nil : $0 } ?? content.url
        descriptionLabel.text = content.text
        descriptionLabel.isHidden = (content.text ?? "").isEmpty
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 320, height: imageSize + bottomInset)
    }

    open override func layoutSubviews() {
        let side = imageSize
        let thumb = CGRect(x: 0, y: 0, width: side, height: side)
        imagePreview.frame = thumb
        linkIconView.frame = thumb
        separatorView.frame = CGRect(x: side + 8, y: 0, width: 2, height: side)
        let close = CGRect(x: bounds.width - 28, y: (side - 28) / 2, width: 28, height: 28)
        closeButton.frame = close
        let textX = separatorView.frame.maxX + 6
        let width = max(0, close.minX - 4 - textX)
        let h = textContainer.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        textContainer.frame = CGRect(x: textX, y: ((side - h) / 2).rounded(), width: width, height: h)
        if isRightToLeft {
            for v in [imagePreview, linkIconView, separatorView, closeButton, textContainer] {
                v.frame.origin.x = bounds.width - v.frame.maxX
            }
        }
    }

    /// The first link in a text (http(s) URLs, www. addresses and bare domains, as message text highlights them).
    nonisolated public static func firstLink(in text: String) -> String? {
        LinkDetector.links(in: text).first.map { String(text[$0]) }
    }
}
