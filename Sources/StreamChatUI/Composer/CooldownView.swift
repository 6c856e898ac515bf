import ChatCanvas
import UIKit

/// The slow-mode countdown that stands in for the send button (the SDK's `CooldownView`): the seconds left in bodyBold
/// textOnInverse on a backgroundUtilityDisabled capsule, 6 pt above and below the number, 10 at its sides, at least as
/// wide as it is tall.
open class CooldownView: _View {
    /// Seconds left before the user may send again.
    public var content: Int = 0 { didSet { updateContentIfNeeded() } }
    public let cooldownLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["cooldownLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["cooldownLabel": cooldownLabel] }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
        addSubview(cooldownLabel)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundUtilityDisabled
        cooldownLabel.font = appearance.fonts.bodyBold
        cooldownLabel.textColor = appearance.colorPalette.textOnInverse
        cooldownLabel.textAlignment = .center
    }

    open override func updateContent() {
        cooldownLabel.text = String(content)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = directionalLayoutMargins
        let text = cooldownLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let h = text.height + m.top + m.bottom
        var s = CGSize(width: max(h, text.width + m.leading + m.trailing), height: h)
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let fh = f.height { s.height = fh }
        return s
    }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        let text = cooldownLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        cooldownLabel.frame = CGRect(
            x: 0, y: (bounds.height - text.height) / 2, width: bounds.width, height: text.height)
    }
}
