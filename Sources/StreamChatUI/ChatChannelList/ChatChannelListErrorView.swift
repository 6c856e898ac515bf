import ChatCanvas
import UIKit

/// The channel list's error banner (the SDK's `ChatChannelListErrorView`), shown at the bottom of the list when
/// loading channels failed and `isChatChannelListStatesEnabled`: 88 pt of textTertiary with "Error loading channels"
/// and the retry button (`appearance.images.restart`) in textOnAccent, in a row 16 pt from the top and the sides.
open class ChatChannelListErrorView: _View {
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let titleLabel = UILabel()
    public let retryButton = UIButton()
    public let spacer = UIView()

    /// The banner's height (the SDK's `channelListErrorViewHeight`).
    open var channelListErrorViewHeight: CGFloat { 88 }

    /// Shows the banner (the channel list calls it when loading failed).
    open func show() {
        isHidden = false
    }

    /// Hides the banner.
    open func hide() {
        isHidden = true
    }

    open override class var customizableSubviewNames: [String] { ["container", "titleLabel", "retryButton"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "titleLabel": titleLabel, "retryButton": retryButton]
    }

    open override func setUpLayout() {
        addSubview(container)
        spacer.horizontalHuggingPriority = 100
        container.addArrangedSubviews([titleLabel, spacer, retryButton])
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            container.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            heightAnchor.constraint(equalToConstant: channelListErrorViewHeight)
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.textTertiary
        titleLabel.font = appearance.fonts.body
        titleLabel.textColor = appearance.colorPalette.textOnAccent
        retryButton.setImage(appearance.images["restart"], for: .normal)
        retryButton.tintColor = appearance.colorPalette.textOnAccent
    }

    open override func updateContent() {
        titleLabel.text = "Error loading channels"
    }
}
