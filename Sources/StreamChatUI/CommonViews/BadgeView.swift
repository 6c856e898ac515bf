import UIKit

/// A badge with a number or short text (`Components.badgeView`): white caption text on a red capsule.
open class BadgeView: _View, ThemeProvider {
    /// The text.
    public let textLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.accentError
        textLabel.font = appearance.fonts.footnoteBold
        textLabel.textColor = appearance.colorPalette.textOnAccent
        textLabel.textAlignment = .center
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(textLabel, insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
