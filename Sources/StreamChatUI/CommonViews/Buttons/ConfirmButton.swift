import UIKit

/// The composer's button that saves an edit (`Components.confirmButton`): the confirm checkmark.
open class ConfirmButton: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.confirmCheckmark, for: .normal)
    }
}
