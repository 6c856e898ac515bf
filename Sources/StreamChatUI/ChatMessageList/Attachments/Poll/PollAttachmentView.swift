import StreamChat
import UIKit
import ChatCanvas

/// A poll in the message list (the SDK's `PollAttachmentView`): the question and the voting rule over the options
/// (`PollAttachmentOptionListView`) and the footer buttons ("View Results", "End Vote", …). Margins 12/10/10/12,
/// 14 pt between header, options and footer.
open class PollAttachmentView: _View {
    public struct Content: Sendable {
        public var poll: Poll
        public var currentUserId: String
        public init(poll: Poll, currentUserId: String) { self.poll = poll; self.currentUserId = currentUserId }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 14)
    public let headerView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 2)
    public let footerView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 2)
    public let pollTitleLabel = UILabel()
    public let pollSubtitleLabel = UILabel()
    public private(set) lazy var optionListView: PollAttachmentOptionListView = components.pollAttachmentOptionListView.init()
    public let allOptionsButton = UIButton(type: .system)
    public let suggestOptionButton = UIButton(type: .system)
    public let addCommentButton = UIButton(type: .system)
    public let pollCommentsButton = UIButton(type: .system)
    public let pollResultsButton = UIButton(type: .system)
    public let endPollButton = UIButton(type: .system)

    /// At most this many options show; the rest are behind "See all N options" (nil: all).
    open var maxNumberOfVisibleOptions: Int? { 10 }

    open override class var customizableSubviewNames: [String] {
        ["mainContainer", "headerView", "footerView", "pollTitleLabel", "pollSubtitleLabel", "optionListView",
         "allOptionsButton", "suggestOptionButton", "addCommentButton", "pollCommentsButton", "pollResultsButton", "endPollButton"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["mainContainer": mainContainer, "headerView": headerView, "footerView": footerView, "pollTitleLabel": pollTitleLabel,
         "pollSubtitleLabel": pollSubtitleLabel, "optionListView": optionListView, "allOptionsButton": allOptionsButton,
         "suggestOptionButton": suggestOptionButton, "addCommentButton": addCommentButton,
         "pollCommentsButton": pollCommentsButton, "pollResultsButton": pollResultsButton, "endPollButton": endPollButton]
    }

    open override func setUpLayout() {
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 10, trailing: 12)
        embed(mainContainer)
        headerView.addArrangedSubviews([pollTitleLabel, pollSubtitleLabel])
        footerView.addArrangedSubviews([allOptionsButton, suggestOptionButton, addCommentButton, pollCommentsButton,
                                        pollResultsButton, endPollButton])
        mainContainer.addArrangedSubviews([headerView, optionListView, footerView])
    }

    open override func setUpAppearance() {
        clipsToBounds = true
        pollTitleLabel.font = appearance.fonts.headlineBold
        pollTitleLabel.numberOfLines = 0
        pollTitleLabel.textColor = appearance.colorPalette.textPrimary
        pollSubtitleLabel.font = appearance.fonts.caption1
        pollSubtitleLabel.textColor = appearance.colorPalette.textTertiary
        for b in [allOptionsButton, suggestOptionButton, addCommentButton, pollCommentsButton, pollResultsButton, endPollButton] {
            styleFooterButton(b)
        }
    }

    /// The footer buttons' look: accentPrimary titles in subheadline at 16 pt.
    open func styleFooterButton(_ button: UIButton) {
        button.setTitleColor(appearance.colorPalette.accentPrimary, for: .normal)
        button.titleLabel.font = appearance.fonts.subheadline.withSize(16)
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }

    open override func updateContent() {
        guard let content else { return }
        let poll = content.poll
        pollTitleLabel.text = poll.name
        pollSubtitleLabel.text = subtitleText
        optionListView.content = .init(poll: poll, currentUserId: content.currentUserId,
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

/// The options of a poll, one `PollAttachmentOptionListItemView` each, 24 pt apart.
open class PollAttachmentOptionListView: _View {
    public struct Content: Sendable {
        public var poll: Poll
        public var currentUserId: String
        public var maxNumberOfVisibleOptions: Int?
        public init(poll: Poll, currentUserId: String, maxNumberOfVisibleOptions: Int? = nil) {
            self.poll = poll; self.currentUserId = currentUserId; self.maxNumberOfVisibleOptions = maxNumberOfVisibleOptions
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 24)
    public private(set) var itemViews: [PollAttachmentOptionListItemView] = []

    open override class var customizableSubviewNames: [String] { ["container"] }
    open override func customizableSubviews() -> [String: UIView] { ["container": container] }

    open override func setUpLayout() { embed(container) }

    open override func updateContent() {
        container.removeAllArrangedSubviews()
        guard let content else { itemViews = []; return }
        let shown = content.poll.options.prefix(content.maxNumberOfVisibleOptions ?? Int.max)
        itemViews = shown.map { _ in components.pollAttachmentOptionListItemView.init() }
        container.addArrangedSubviews(itemViews)
        for (view, option) in zip(itemViews, shown) { view.content = .init(option: option, poll: content.poll) }
    }
}

/// One option (the SDK's `PollAttachmentOptionListItemView`): the vote checkbox (25 pt wide), then the option's
/// text, the latest voters' avatars and the vote count over the votes bar.
open class PollAttachmentOptionListItemView: _View {
    public struct Content: Sendable {
        public var option: PollOption
        public var poll: Poll
        public init(option: PollOption, poll: Poll) { self.option = option; self.poll = poll }
        public var isVotedByCurrentUser: Bool { poll.hasCurrentUserVoted(for: option) }
        public var voteCount: Int { poll.voteCount(for: option) }
        public var voteRatio: Double { poll.voteRatio(for: option) }
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
        ["mainContainer", "textContainer", "topContainer", "voteCheckboxButton", "optionNameLabel", "latestVotesAuthorsView",
         "votesCountLabel", "votesProgressView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["mainContainer": mainContainer, "textContainer": textContainer, "topContainer": topContainer,
         "voteCheckboxButton": voteCheckboxButton, "optionNameLabel": optionNameLabel,
         "latestVotesAuthorsView": latestVotesAuthorsView, "votesCountLabel": votesCountLabel, "votesProgressView": votesProgressView]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        NSLayoutConstraint.activate([voteCheckboxButton.widthAnchor.constraint(equalToConstant: 25),
                                     voteCheckboxButton.heightAnchor.constraint(equalToConstant: 25)])
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
        votesProgressView.progressTintColor = isOptionWinner ? appearance.colorPalette.accentSuccess : appearance.colorPalette.accentPrimary
        votesProgressView.progress = content.voteRatio
    }

    /// The option won the closed poll (its bar turns green).
    open var isOptionWinner: Bool { content.map { $0.poll.isOptionWinner($0.option) } ?? false }

    /// The two latest voters.
    open var latestVotesAuthors: [ChatUser] { Array((content?.option.latestVotes ?? []).compactMap(\.user).prefix(2)) }
}

/// The round vote checkbox: a thin ring when not voted, a filled accent disc with a white check mark when voted.
open class CheckboxButton: _View {
    public var isChecked = false

    open override var intrinsicContentSize: Size { Size(width: 25, height: 25) }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let p = appearance.colorPalette
        let d = min(rect.width, rect.height, 22)
        let circle = Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        if isChecked {
            canvas.fillEllipse(in: circle, color: resolve(p.controlRadioCheckBackgroundSelected))
            if let check = UIImage(systemName: "checkmark")?.image {
                let s = d * 0.5
                canvas.draw(template: check, in: Rect(x: circle.midX - s / 2, y: circle.midY - s * 0.45, width: s, height: s * 0.9),
                            tint: resolve(p.controlRadioCheckIcon))
            }
        } else {
            canvas.stroke(Path.ellipse(in: circle.insetBy(dx: 0.75, dy: 0.75)), color: resolve(p.textTertiary), lineWidth: 1.5)
        }
    }
}

/// Avatars of a few users, overlapping (the SDK's `StackedUserAvatarsView`): 20-pt avatars, 6 pt overlap.
open class StackedUserAvatarsView: _View {
    public var content: [ChatUser] = [] { didSet { updateContentIfNeeded() } }
    public private(set) var avatarViews: [ChatAvatarView] = []
    open var avatarSize: Double { 20 }

    open override func updateContent() {
        for v in avatarViews { v.removeFromSuperview() }
        avatarViews = content.map { user in
            let v = components.avatarView.init()
            addSubview(v)
            v.content = AvatarContent(image: components.imageLoader?.image(for: user.imageURL), name: user.name)
            return v
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let n = Double(avatarViews.count)
        return n == 0 ? .zero : Size(width: n * avatarSize - (n - 1) * 6, height: avatarSize)
    }

    open override func layoutSubviews() {
        for (i, v) in avatarViews.enumerated() {
            var f = Rect(x: Double(i) * (avatarSize - 6), y: 0, width: avatarSize, height: avatarSize)
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            v.frame = f
            v.layoutIfNeeded()
        }
    }
}

/// A poll at the top of the bubble, edge to edge (the SDK's `PollAttachmentViewInjector`).
open class PollAttachmentViewInjector: AttachmentViewInjector {
    public private(set) lazy var pollAttachmentView: PollAttachmentView = contentView.components.pollAttachmentView.init()

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        insertAtTop(pollAttachmentView)
    }

    open override func contentViewDidUpdateContent() {
        guard let poll = contentView.content?.poll else { return }
        pollAttachmentView.content = .init(poll: poll, currentUserId: contentView.context?.currentUser.id ?? "")
        updateTopMargins()
    }
}
