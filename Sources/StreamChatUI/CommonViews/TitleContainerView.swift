import UIKit

/// A title with a subtitle below it, centred (`Components.titleContainerView`; the SDK's navigation bar title).
open class TitleContainerView: _View, AppearanceProvider {
    /// The title and subtitle.
    public struct Content: Equatable, Sendable {
        public var title: String?
        public var subtitle: String?
        public init(title: String?, subtitle: String?) {
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// What it shows.
    public var content: Content = .init(title: nil, subtitle: nil) { didSet { updateContentIfNeeded() } }
    /// The title.
    public let titleLabel = UILabel()
    /// The subtitle (hidden when empty).
    public let subtitleLabel = UILabel()
    /// The two labels, stacked.
    public let containerView = ContainerStackView(axis: .vertical, alignment: .center, spacing: 0)

    open override func setUpAppearance() {
        super.setUpAppearance()
        titleLabel.font = appearance.fonts.headline
        titleLabel.textColor = appearance.colorPalette.textPrimary
        titleLabel.textAlignment = .center
        subtitleLabel.font = appearance.fonts.caption1
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
        titleLabel.text = content.title
        subtitleLabel.text = content.subtitle
        subtitleLabel.isHidden = (content.subtitle ?? "").isEmpty
    }
}
