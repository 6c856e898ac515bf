import UIKit

/// The composer's send button (`Components.sendButton`): the send arrow. chatshot draws its enabled and disabled
/// looks with the tint colour and the arrow's turn the composer gives it (`ComposerVC`).
open class SendButton: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.sendArrow, for: .normal)
        imageView?.flipsForRightToLeft = true
    }

    /// What the SDK animates when the button is enabled or disabled (a still picture shows the end state).
    open func isEnabledChangeAnimation(_ isEnabled: Bool) {}
}
