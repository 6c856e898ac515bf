import ChatCanvas
import UIKit

/// The thread composer's "Also send in channel" checkbox: a 16-pt box (radius 4, 2-pt border) and a label.
open class CheckboxControl: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 9)
    public let checkbox = UIView()
    public let label = UILabel()
    public var isSelected = false { didSet { updateContentIfNeeded() } }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([checkbox, label])
        NSLayoutConstraint.activate([
            checkbox.widthAnchor.constraint(equalToConstant: 16), checkbox.heightAnchor.constraint(equalToConstant: 16),
            heightAnchor.constraint(equalToConstant: 32)
        ])
    }

    open override func setUpAppearance() {
        checkbox.layer.cornerRadius = 4
        checkbox.layer.borderWidth = 2
        checkbox.layer.borderColor = appearance.colorPalette.controlCheckboxBorder
        label.font = appearance.fonts.subheadline
        label.textColor = appearance.colorPalette.textSecondary
        label.adjustsFontForContentSizeCategory = true
    }

    open override func updateContent() {
        checkbox.backgroundColor = isSelected ? tintColor : nil
    }
}
