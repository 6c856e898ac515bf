import UIKit

/// The composer's button that brings the leading buttons back while typing (`Components.shrinkInputButton`).
open class ShrinkInputButton: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.shrinkInputArrow, for: .normal)
    }
}
