import UIKit

/// The frame around an attachment's preview in the composer (`Components.messageComposerAttachmentCell`): the
/// preview, with the discard button at its top trailing corner.
open class AttachmentPreviewContainer: _View, AppearanceProvider {
    /// The discard button.
    public let discardButton = UIButton()
    /// The preview it holds.
    public private(set) var contentView: UIView?

    /// Puts `view` in the container (replacing the one before).
    open func embed(attachmentView view: UIView) {
        contentView?.removeFromSuperview()
        contentView = view
        insertSubview(view, at: 0)
        embed(view)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        discardButton.setImage(appearance.images.discardAttachment, for: .normal)
        layer.cornerRadius = 16
        clipsToBounds = true
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(discardButton)
        discardButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            discardButton.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            discardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4)
        ])
    }
}
