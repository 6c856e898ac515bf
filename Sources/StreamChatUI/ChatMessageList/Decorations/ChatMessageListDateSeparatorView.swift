import ChatCanvas
import UIKit

/// The date pill between days ("Today", "Jan 01"): footnote text on a capsule of backgroundCoreSurfaceSubtle.
open class ChatMessageListDateSeparatorView: ChatMessageDecorationView {
    public var content: String? { didSet { updateContentIfNeeded() } }
    public let textLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["textLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["textLabel": textLabel] }

    open override func setUpLayout() {
        embed(textLabel, insets: UIEdgeInsets(top: 3, left: 9, bottom: 3, right: 9))
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreSurfaceSubtle
        textLabel.font = appearance.fonts.footnote
        textLabel.adjustsFontForContentSizeCategory = true
        textLabel.textColor = appearance.colorPalette.chatTextSystem
        textLabel.textAlignment = .center
    }

    open override func updateContent() { textLabel.text = content }

    open override func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        if name == "layoutMargins", case .insets(let e) = value {
            // The label's insets inside the pill.
            textLabel.removeAllConstraints()
            textLabel.pin(to: self, insets: e)
            return true
        }
        return super.applyOverrideProperty(name, value)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
