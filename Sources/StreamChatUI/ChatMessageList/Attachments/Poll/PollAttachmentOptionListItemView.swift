import StreamChat
import UIKit

/// One option (the SDK's `PollAttachmentOptionListItemView`): the vote checkbox (25 pt wide), then the option's
/// text, the latest voters' avatars and the vote count over the votes bar.
open class PollAttachmentOptionListItemView: _View {
    public struct Content: Sendable {
        public var option: PollOption
        public var poll: Poll
        public init(option: PollOption, poll: Poll) {
            self.option = option
            self.poll = poll
        }
        public var isVotedByCurrentUser: Bool { poll.hasCurrentUserVoted(for: option) }
        public var voteCount: Int { poll.voteCount(for: option) }
        public var voteRatio: CGFloat { poll.voteRatio(for: option) }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 2)
    public let textContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 4)
    public let topContainer = ContainerStackView(axis: .horizontal, alignment: .leading, spacing: 4)
    public let voteCheckboxButton = CheckboxButton()
    public let optionNameLabel = UILabel()
    public let latestVotesAuthorsView = StackedUserAvatarsView()
    public let votesCountLabel = UILabel()
    public let votesProgressView = UIProgressView()

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "textContainer", "topContainer", "voteCheckboxButton", "optionNameLabel",
            "latestVotesAuthorsView",
            "votesCountLabel", "votesProgressView"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "textContainer": textContainer, "topContainer": topContainer,
            "voteCheckboxButton": voteCheckboxButton, "optionNameLabel": optionNameLabel,
            "latestVotesAuthorsView": latestVotesAuthorsView, "votesCountLabel": votesCountLabel,
            "votesProgressView": votesProgressView
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        NSLayoutConstraint.activate([
            voteCheckboxButton.widthAnchor.constraint(equalToConstant: 25),
            voteCheckboxButton.heightAnchor.constraint(equalToConstant: 25)
        ])
        let spacer = UIView()
        spacer.horizontalHuggingPriority = 1
        optionNameLabel.horizontalCompressionResistance = 700
        topContainer.addArrangedSubviews([optionNameLabel, spacer, latestVotesAuthorsView, votesCountLabel])
        textContainer.addArrangedSubviews([topContainer, votesProgressView])
        textContainer.horizontalHuggingPriority = 1
        textContainer.horizontalCompressionResistance = 700
        topContainer.horizontalCompressionResistance = 700
        mainContainer.addArrangedSubviews([voteCheckboxButton, textContainer])
        mainContainer.setCustomSpacing(8, after: voteCheckboxButton)
    }

    open override func setUpAppearance() {
        optionNameLabel.numberOfLines = 0
        optionNameLabel.font = appearance.fonts.subheadline
        // Subheadline's leading (20 pt at 15 pt), as the SDK's wrapped option names are spaced.
        optionNameLabel.lineHeight = 20 * appearance.fonts.subheadline.pointSize / 15
        optionNameLabel.textColor = appearance.colorPalette.textPrimary
        votesCountLabel.font = appearance.fonts.body.withSize(14)
        votesCountLabel.textColor = appearance.colorPalette.textPrimary
        votesProgressView.trackTintColor = appearance.colorPalette.chatPollProgressTrackIncoming
    }

    open override func updateContent() {
        guard let content else { return }
        optionNameLabel.text = content.option.text
        votesCountLabel.text = "\(content.voteCount)"
        latestVotesAuthorsView.content = latestVotesAuthors
        latestVotesAuthorsView.isHidden = content.poll.votingVisibility == .anonymous || latestVotesAuthors.isEmpty
        voteCheckboxButton.isChecked = content.isVotedByCurrentUser
        voteCheckboxButton.isHidden = content.poll.isClosed
        votesProgressView.progressTintColor =
            isOptionWinner ? appearance.colorPalette.accentSuccess : appearance.colorPalette.accentPrimary
        votesProgressView.progress = Float(content.voteRatio)
    }

    /// The option won the closed poll (its bar turns green).
    open var isOptionWinner: Bool { content.map { $0.poll.isOptionWinner($0.option) } ?? false }

    /// The two latest voters.
    open var latestVotesAuthors: [ChatUser] { Array((content?.option.latestVotes ?? []).compactMap(\.user).prefix(2)) }
}
