import UIKit

/// The red exclamation mark beside a message that failed to send (`Components.messageErrorIndicator`), as a
/// button. chatshot's message view draws its own indicator image (`ChatMessageContentView.errorIndicatorView`);
/// this class is what apps subclass, made and set up, not yet placed by the message view.
open class ChatMessageErrorIndicator: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.messageListErrorIndicator, for: .normal)
        tintColor = appearance.colorPalette.accentError
    }
}
