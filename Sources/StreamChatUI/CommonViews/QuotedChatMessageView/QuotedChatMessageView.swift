import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The replied-to message inside a bubble or the composer: a 24-pt avatar beside a rounded box with the text.
open class QuotedChatMessageView: _View {
    public enum AvatarAlignment: Sendable { case leading, trailing }
    public struct Content: Sendable {
        public var message: ChatMessage
        public var avatarAlignment: AvatarAlignment
        public init(message: ChatMessage, avatarAlignment: AvatarAlignment) {
            self.message = message
            self.avatarAlignment = avatarAlignment
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public var context: MessageListContext?

    public let container = ContainerStackView(axis: .horizontal, alignment: .trailing, spacing: 8)
    public let contentContainer = ContainerStackView(axis: .horizontal, alignment: .leading, spacing: 8)
    public private(set) lazy var authorAvatarView: ChatAvatarView = components.avatarView.init()
    public let textView = UILabel()
    /// A 34-pt thumbnail of the quoted message's image, video or giphy, or its file-type icon.
    public let attachmentPreviewView = UIImageView()

    open override class var customizableSubviewNames: [String] {
        ["container", "contentContainer", "authorAvatarView", "textView", "attachmentPreviewView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "container": container, "contentContainer": contentContainer, "authorAvatarView": authorAvatarView,
            "textView": textView,
            "attachmentPreviewView": attachmentPreviewView
        ]
    }

    open override func setUpLayout() {
        embed(container)
        NSLayoutConstraint.activate([
            authorAvatarView.widthAnchor.constraint(equalToConstant: 24),
            authorAvatarView.heightAnchor.constraint(equalToConstant: 24)
        ])
        contentContainer.isLayoutMarginsRelativeArrangement = true
        contentContainer.addArrangedSubviews([attachmentPreviewView, textView])
        NSLayoutConstraint.activate([
            attachmentPreviewView.widthAnchor.constraint(equalToConstant: 34),
            attachmentPreviewView.heightAnchor.constraint(equalToConstant: 34)
        ])
        attachmentPreviewView.isHidden = true
        contentContainer.horizontalCompressionResistance = 700
        // The box takes the width its container offers (the bubble's, or the composer input's).
        contentContainer.horizontalHuggingPriority = 249
        container.addArrangedSubviews([authorAvatarView, contentContainer])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        contentContainer.layer.cornerRadius = 16
        contentContainer.layer.borderWidth = 1
        contentContainer.layer.borderColor = palette.borderCoreDefault
        contentContainer.backgroundColor = palette.backgroundCoreElevation1
        let text = Self.textFont(appearance.fonts.subheadline, for: traitCollection.preferredContentSizeCategory)
        textView.font = text.font
        textView.lineHeight = text.lineHeight
        // The SDK's is a text view: every line, the last too, takes the full height.
        textView.lastLineOwnHeight = false
        textView.textColor = palette.textPrimary
        textView.numberOfLines = 6
        textView.lineBreakMode = .byTruncatingTail
    }

    open override func updateContent() {
        guard let content else { return }
        let m = content.message
        if m.isDeleted {
            textView.text = "Message deleted"
            textView.textColor = appearance.colorPalette.textTertiary
        } else if !m.text.isEmpty {
            let translated =
                components.messageAutoTranslationEnabled ? m.translation(for: context?.currentUser.language) : nil
            textView.text = translated ?? m.text
        } else if let a = m.attachments.first {
            textView.text = QuotedChatMessageView.fallbackText(for: a)
        } else {
            textView.text = ""
        }
        // A message with attachments shows the preview `setAttachmentPreview(for:)` sets (shown first, as the
        // SDK's `showAttachmentPreview()` does); one without shows none.
        if !m.isDeleted, !m.attachments.isEmpty {
            attachmentPreviewView.isHidden = false
            setAttachmentPreview(for: m)
        } else {
            attachmentPreviewView.isHidden = true
        }
        authorAvatarView.content = AvatarContent(
            image: components.imageLoader?.image(for: m.author.imageURL), name: m.author.name)
        let trailing = content.avatarAlignment == .trailing
        // Move only the box: taking the avatar out of the tree would drop the constraints that size its image view.
        container.removeArrangedSubview(contentContainer)
        if trailing {
            container.insertArrangedSubview(contentContainer, at: 0)
        } else {
            container.addArrangedSubview(contentContainer)
        }
        var corners = CACornerMask.all
        corners.remove(trailing != isRightToLeft ? .layerMaxXMaxYCorner : .layerMinXMaxYCorner)
        contentContainer.layer.maskedCorners = corners
    }

    /// Sets the preview of a message's attachments (the SDK's; called for a message with attachments): a
    /// thumbnail (images, videos, giphy; corner 8.5) or the file-type icon of the first attachment, else none.
    /// Override to preview an app's own attachments (set `attachmentPreviewView.image`, and `textView.text`).
    open func setAttachmentPreview(for message: ChatMessage) {
        guard let a = message.attachments.first else {
            attachmentPreviewView.isHidden = true
            return
        }
        let palette = appearance.colorPalette
        switch a.type {
        case "image", "video", "giphy":
            attachmentPreviewView.isHidden = false
            attachmentPreviewView.contentMode = .scaleAspectFill
            attachmentPreviewView.clipsToBounds = true
            attachmentPreviewView.layer.cornerRadius = 8.5
            attachmentPreviewView.image = components.imageLoader?.image(for: a.thumbURL ?? a.imageURL)
            attachmentPreviewView.backgroundColor = palette.backgroundCoreSurfaceSubtle
        case "file", "audio":
            attachmentPreviewView.isHidden = false
            attachmentPreviewView.contentMode = .scaleAspectFit
            attachmentPreviewView.layer.cornerRadius = 0
            attachmentPreviewView.backgroundColor = nil
            let ext = (AttachmentFormatting.displayName(of: a) as NSString).pathExtension
            attachmentPreviewView.image = appearance.images[AttachmentFormatting.iconName(forExtension: ext)]
        default:
            attachmentPreviewView.isHidden = true
        }
    }

    /// The quoted text's font and line height at a content size category.
    ///
    /// The SDK's quote text view adjusts for the content size, but its pictures only show it growing: the
    /// `small` pictures draw the text at the default 15 pt, the `extraExtraExtraLarge` ones at 21 pt. So the font
    /// follows categories larger than the default and keeps the default size below it. Lines are 20 pt apart at
    /// the default size (a one-line box is 36 pt tall); a larger font takes its own line height (SF Pro's 1.193 ×
    /// the size, rounded up: 26 pt at 21 pt, a 42-pt box as in the SDK's picture).
    static func textFont(
        _ base: UIFont, for category: UIContentSizeCategory
    ) -> (font: UIFont, lineHeight: CGFloat) {
        guard let style = base.textStyle else { return (base, 20 * base.pointSize / 15) }
        let baseCategory = base.contentSizeCategory
        let defaultSize = base.pointSize / baseCategory.scale(for: style)
        let target = max(category, .large)
        var font = base
        if target != baseCategory {
            font = base.withSize(defaultSize * target.scale(for: style))
            font.contentSizeCategory = target
        }
        return (font, max(20 * defaultSize / 15, (font.pointSize * 1.193).rounded(.up)))
    }

    /// The text the SDK shows for a quoted message that only has an attachment.
    static func fallbackText(for a: TranscriptAttachment) -> String {
        switch a.type {
        case "image": return L10n.text("Photo")
        case "giphy": return "Giphy"
        case "video": return a.title ?? "Video"
        case "file", "audio": return a.title ?? "File"
        case "voiceRecording": return L10n.text("Voice message")
        default: return a.title ?? a.ogURL ?? "Unsupported Attachment"
        }
    }
}
