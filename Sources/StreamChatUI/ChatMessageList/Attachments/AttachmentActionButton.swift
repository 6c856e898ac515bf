import StreamChat
import UIKit

/// A button of an attachment's actions (`Components.attachmentActionButton`): the action's text in the tint colour
/// (the primary one bold).
open class AttachmentActionButton: _Button, AppearanceProvider {
    /// The action and what a tap does (inert).
    public struct Content {
        public let action: AttachmentAction
        public let didTap: () -> Void
        public init(action: AttachmentAction, didTap: @escaping () -> Void) {
            self.action = action
            self.didTap = didTap
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }

    open override func updateContent() {
        super.updateContent()
        setTitle(content?.action.text, for: .normal)
        setTitleColor(tintColor, for: .normal)
        titleLabel?.font = content?.action.style == .primary ? appearance.fonts.bodyBold : appearance.fonts.body
    }
}
