import ChatCanvas
import UIKit

/// One skeleton row (the SDK's `ChatChannelListLoadingViewCellContentView`): a 48-pt circle where the avatar goes,
/// capsules where the title, the subtitle and the timestamp go, in backgroundCoreSurfaceStrong (the shimmer at rest).
open class ChatChannelListLoadingViewCellContentView: _View {
    public let mainContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let rightContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 4)
    public let topContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 0)
    public let bottomContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let avatarView = UIView()
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let timestampLabel = UILabel()
    private let titleSpacer = UIView()

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "rightContainer", "topContainer", "bottomContainer", "avatarView", "titleLabel",
            "subtitleLabel", "timestampLabel"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "rightContainer": rightContainer, "topContainer": topContainer,
            "bottomContainer": bottomContainer, "avatarView": avatarView, "titleLabel": titleLabel,
            "subtitleLabel": subtitleLabel, "timestampLabel": timestampLabel
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        titleSpacer.horizontalHuggingPriority = 100
        topContainer.addArrangedSubviews([titleLabel, titleSpacer])
        subtitleLabel.horizontalHuggingPriority = 100
        timestampLabel.horizontalCompressionResistance = 1000
        bottomContainer.addArrangedSubviews([subtitleLabel, timestampLabel])
        rightContainer.addArrangedSubviews([topContainer, bottomContainer])
        rightContainer.horizontalHuggingPriority = 100
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalToConstant: 48)
        ])
        mainContainer.addArrangedSubviews([avatarView, rightContainer])
    }

    open override func setUpAppearance() {
        let skeleton = appearance.colorPalette.backgroundCoreSurfaceStrong
        let fonts = [
            (titleLabel, appearance.fonts.bodyBold), (subtitleLabel, appearance.fonts.footnote),
            (timestampLabel, appearance.fonts.footnote)
        ]
        for (label, font) in fonts {
            label.font = font
            label.textColor = .clear
            label.backgroundColor = skeleton
            label.layer.cornerRadius = .greatestFiniteMagnitude
        }
        avatarView.backgroundColor = skeleton
        avatarView.layer.cornerRadius = .greatestFiniteMagnitude
    }

    open override func updateContent() {
        titleLabel.text = "Placeholder"
        subtitleLabel.text = "subtitle placeholder"
        timestampLabel.text = "00:00"
    }
}
