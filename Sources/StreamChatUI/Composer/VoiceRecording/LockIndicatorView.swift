import UIKit

/// The capsule above the record button that the thumb slides up to lock a recording (the SDK's `LockIndicatorView`):
/// a lock over an up chevron on backgroundCoreElevation1 with a soft shadow; locked, the lock alone in the accent
/// colour.
open class LockIndicatorView: _View {
    public var isLocked = false { didSet { updateContentIfNeeded() } }
    public let container = ContainerStackView(axis: .vertical, alignment: .center, spacing: 8)
    public let lockImageView = UIImageView()
    public let chevronImageView = UIImageView()

    open override class var customizableSubviewNames: [String] { ["container", "lockImageView", "chevronImageView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "lockImageView": lockImageView, "chevronImageView": chevronImageView]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8)
        container.addArrangedSubviews([lockImageView, chevronImageView])
        for v in [lockImageView, chevronImageView] { v.contentMode = .scaleAspectFit }
        NSLayoutConstraint.activate([
            lockImageView.widthAnchor.constraint(equalToConstant: 16),
            lockImageView.heightAnchor.constraint(equalToConstant: 20),
            chevronImageView.widthAnchor.constraint(equalToConstant: 16),
            chevronImageView.heightAnchor.constraint(equalToConstant: 10)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreElevation1
        layer.shadowColor = palette.backgroundCoreOverlayDark
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
        lockImageView.image = appearance.images["lock"]
        chevronImageView.image = appearance.images["chevronUp"]
        chevronImageView.tintColor = palette.textTertiary
    }

    open override func updateContent() {
        chevronImageView.isHidden = isLocked
        lockImageView.tintColor =
            isLocked ? appearance.colorPalette.accentPrimary : appearance.colorPalette.textTertiary
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}
