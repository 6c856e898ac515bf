import UIKit

/// The composer's button that opens the attachment picker (`Components.attachmentButton`): the paper clip.
open class AttachmentButton: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.openAttachments, for: .normal)
    }
}
