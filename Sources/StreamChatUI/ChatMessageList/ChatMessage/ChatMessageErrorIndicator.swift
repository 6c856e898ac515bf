import UIKit

/// The red exclamation mark beside a message that failed to send (`Components.messageErrorIndicator`), as a
/// button: the message view makes it from the component (`ChatMessageContentView.errorIndicatorView`) and places
/// it as a 16-pt disc on the bubble's corner, so an app's subclass is what is drawn.
open class ChatMessageErrorIndicator: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.messageListErrorIndicator, for: .normal)
        tintColor = appearance.colorPalette.accentError
    }
}
