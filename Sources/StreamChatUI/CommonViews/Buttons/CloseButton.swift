import UIKit

/// A close button (`Components.closeButton`): the close image in the primary text colour.
open class CloseButton: _Button, AppearanceProvider {
    open override var isHighlighted: Bool {
        didSet { updateContentIfNeeded() }
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.close, for: .normal)
    }

    open override func updateContent() {
        super.updateContent()
        tintColor = appearance.colorPalette.textPrimary
    }
}
