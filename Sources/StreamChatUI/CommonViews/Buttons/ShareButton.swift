import UIKit

/// A share button (`Components.shareButton`): the share image in the primary text colour.
open class ShareButton: _Button, AppearanceProvider {
    open override var isHighlighted: Bool {
        didSet { updateContentIfNeeded() }
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.share, for: .normal)
    }

    open override func updateContent() {
        super.updateContent()
        tintColor = appearance.colorPalette.textPrimary
    }
}
