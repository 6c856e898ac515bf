import UIKit

/// A title with a subtitle below it, centred (`Components.titleContainerView`; the SDK's navigation bar title): the
/// title in `headlineBold` and `textPrimary`, the subtitle in `caption1` and `textSecondary`, both following the
/// content size. The thread screen's `ChatThreadHeaderView` draws its two lines with it.
open class TitleContainerView: _View, AppearanceProvider {
    /// What it shows, as the SDK's pair: a nil line is hidden.
    open var content: (title: String?, subtitle: String?) = (nil, nil) { didSet { updateContentIfNeeded() } }
    /// The title.
    public let titleLabel = UILabel()
    /// The subtitle.
    public let subtitleLabel = UILabel()
    /// The two labels, stacked.
    public let containerView = ContainerStackView(axis: .vertical, alignment: .center, spacing: 0)

    open override func setUpAppearance() {
        super.setUpAppearance()
        titleLabel.font = appearance.fonts.headlineBold
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = appearance.colorPalette.textPrimary
        titleLabel.textAlignment = .center
        subtitleLabel.font = appearance.fonts.caption1
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = appearance.colorPalette.textSecondary
        subtitleLabel.textAlignment = .center
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(containerView)
        containerView.addArrangedSubviews([titleLabel, subtitleLabel])
    }

    open override func updateContent() {
        super.updateContent()
        titleLabel.isHidden = content.title == nil
        titleLabel.text = content.title
        subtitleLabel.isHidden = content.subtitle == nil
        subtitleLabel.text = content.subtitle
    }
}
