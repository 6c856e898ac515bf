import StreamChat
import UIKit

/// One action of an interactive attachment (the SDK's `ChatMessageInteractiveAttachmentView.ActionButton`): 48 pt
/// tall, the title in body; the primary action in the tint colour, the others in textSecondary.
open class ChatMessageInteractiveAttachmentActionButton: _Button {
    public var content: AttachmentAction? { didSet { updateContentIfNeeded() } }

    open override func setUpLayout() {
        heightAnchor.constraint(equalToConstant: 48).isActive = true
    }

    open override func setUpAppearance() {
        titleLabel?.font = appearance.fonts.body
    }

    open override func updateContent() {
        setTitle(content?.text, for: .normal)
        setTitleColor(content?.style == .primary ? tintColor : appearance.colorPalette.textSecondary, for: .normal)
    }
}
