import ChatCanvas
import StreamChat
import UIKit

/// A poll in the message list (the SDK's `PollAttachmentView`): the question and the voting rule over the options
/// (`PollAttachmentOptionListView`) and the footer buttons ("View Results", "End Vote", …). Margins 12/10/10/12,
/// 14 pt between header, options and footer.
open class PollAttachmentView: _View {
    public struct Content: Sendable {
        public var poll: Poll
        public var currentUserId: String
        public init(poll: Poll, currentUserId: String) {
            self.poll = poll
            self.currentUserId = currentUserId
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 14)
    public let headerView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 2)
    public let footerView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 2)
    public let pollTitleLabel = UILabel()
    public let pollSubtitleLabel = UILabel()
    public private(set) lazy var optionListView: PollAttachmentOptionListView = components.pollAttachmentOptionListView
        .init()
    public let allOptionsButton = UIButton(type: .system)
    public let suggestOptionButton = UIButton(type: .system)
    public let addCommentButton = UIButton(type: .system)
    public let pollCommentsButton = UIButton(type: .system)
    public let pollResultsButton = UIButton(type: .system)
    public let endPollButton = UIButton(type: .system)

    /// At most this many options show; the rest are behind "See all N options" (nil: all).
    open var maxNumberOfVisibleOptions: Int? { 10 }

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "headerView", "footerView", "pollTitleLabel", "pollSubtitleLabel", "optionListView",
            "allOptionsButton", "suggestOptionButton", "addCommentButton", "pollCommentsButton", "pollResultsButton",
            "endPollButton"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "headerView": headerView, "footerView": footerView,
            "pollTitleLabel": pollTitleLabel,
            "pollSubtitleLabel": pollSubtitleLabel, "optionListView": optionListView,
            "allOptionsButton": allOptionsButton,
            "suggestOptionButton": suggestOptionButton, "addCommentButton": addCommentButton,
            "pollCommentsButton": pollCommentsButton, "pollResultsButton": pollResultsButton,
            "endPollButton": endPollButton
        ]
    }

    open override func setUpLayout() {
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 10, trailing: 12)
        embed(mainContainer)
        headerView.addArrangedSubviews([pollTitleLabel, pollSubtitleLabel])
        footerView.addArrangedSubviews([
            allOptionsButton, suggestOptionButton, addCommentButton, pollCommentsButton,
            pollResultsButton, endPollButton
        ])
        mainContainer.addArrangedSubviews([headerView, optionListView, footerView])
    }

    open override func setUpAppearance() {
        clipsToBounds = true
        pollTitleLabel.font = appearance.fonts.headlineBold
        pollTitleLabel.numberOfLines = 0
        // Headline's leading (22 pt at 17 pt), as the SDK's wrapped question is spaced.
        pollTitleLabel.lineHeight = 22 * appearance.fonts.headlineBold.pointSize / 17
        pollTitleLabel.textColor = appearance.colorPalette.textPrimary
        pollSubtitleLabel.font = appearance.fonts.caption1
        pollSubtitleLabel.textColor = appearance.colorPalette.textTertiary
        for b in [
            allOptionsButton, suggestOptionButton, addCommentButton, pollCommentsButton, pollResultsButton,
            endPollButton
        ] {
            styleFooterButton(b)
        }
    }

    /// The footer buttons' look: accentPrimary titles in subheadline at 16 pt.
    open func styleFooterButton(_ button: UIButton) {
        button.setTitleColor(appearance.colorPalette.accentPrimary, for: .normal)
        button.titleLabel?.font = appearance.fonts.subheadline.withSize(16)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }

    open override func updateContent() {
        guard let content else { return }
        let poll = content.poll
        pollTitleLabel.text = poll.name
        pollSubtitleLabel.text = subtitleText
        optionListView.content = .init(
            poll: poll, currentUserId: content.currentUserId,
            maxNumberOfVisibleOptions: maxNumberOfVisibleOptions)
        if let max = maxNumberOfVisibleOptions, poll.options.count > max {
            allOptionsButton.setTitle("See all \(poll.options.count) options", for: .normal)
            allOptionsButton.isHidden = false
        } else {
            allOptionsButton.isHidden = true
        }
        suggestOptionButton.setTitle("Suggest an Option", for: .normal)
        suggestOptionButton.isHidden = poll.isClosed || !poll.allowUserSuggestedOptions
        addCommentButton.setTitle("Add a comment", for: .normal)
        addCommentButton.isHidden = poll.isClosed || !poll.allowAnswers
        pollCommentsButton.setTitle("View \(poll.answersCount) comments", for: .normal)
        pollCommentsButton.isHidden = poll.isClosed || poll.answersCount == 0
        pollResultsButton.setTitle("View Results", for: .normal)
        endPollButton.setTitle("End Vote", for: .normal)
        endPollButton.isHidden = !shouldShowEndPollButton
    }

    /// "Vote ended", "Select one", "Select up to N" or "Select one or more".
    open var subtitleText: String {
        guard let poll = content?.poll else { return "" }
        if poll.isClosed { return "Vote ended" }
        if poll.enforceUniqueVote { return "Select one" }
        if let max = poll.maxVotesAllowed, max > 0 { return "Select up to \(min(max, poll.options.count))" }
        return "Select one or more"
    }

    /// Only the poll's creator can end an open poll.
    open var shouldShowEndPollButton: Bool {
        guard let content, !content.poll.isClosed else { return false }
        return content.poll.createdBy?.id == content.currentUserId
    }
}
