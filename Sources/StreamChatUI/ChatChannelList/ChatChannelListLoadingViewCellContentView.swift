import UIKit
import ChatCanvas

/// The channel list while it loads (the SDK's `ChatChannelListLoadingView`), shown when
/// `isChatChannelListStatesEnabled`: skeleton rows (`Components.channelListLoadingContentViewCell`) with a 1-pt
/// borderCoreDefault separator below each, filling the list.
open class ChatChannelListLoadingView: _View {
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    /// The skeleton rows.
    public private(set) var rowViews: [ChatChannelListLoadingViewCellContentView] = []
    /// How many skeleton rows to lay out (enough to fill an iPad).
    open var numberOfRows: Int { 20 }

    open override class var customizableSubviewNames: [String] { ["stackView"] }
    open override func customizableSubviews() -> [String: UIView] { ["stackView": stackView] }

    open override func setUpLayout() {
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        for _ in 0..<numberOfRows {
            let row = components.channelListLoadingContentViewCell.init()
            let separator = UIView()
            separator.backgroundColor = appearance.colorPalette.borderCoreDefault
            separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
            stackView.addArrangedSubviews([row, separator])
            rowViews.append(row)
        }
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        layer.masksToBounds = true
    }
}

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
        ["mainContainer", "rightContainer", "topContainer", "bottomContainer", "avatarView", "titleLabel", "subtitleLabel", "timestampLabel"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["mainContainer": mainContainer, "rightContainer": rightContainer, "topContainer": topContainer,
         "bottomContainer": bottomContainer, "avatarView": avatarView, "titleLabel": titleLabel,
         "subtitleLabel": subtitleLabel, "timestampLabel": timestampLabel]
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
            avatarView.heightAnchor.constraint(equalToConstant: 48),
        ])
        mainContainer.addArrangedSubviews([avatarView, rightContainer])
    }

    open override func setUpAppearance() {
        let skeleton = appearance.colorPalette.backgroundCoreSurfaceStrong
        let fonts = [(titleLabel, appearance.fonts.bodyBold), (subtitleLabel, appearance.fonts.footnote),
                     (timestampLabel, appearance.fonts.footnote)]
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
