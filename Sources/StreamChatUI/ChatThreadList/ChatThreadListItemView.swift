import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// One row of the thread list (the SDK's `ChatThreadListItemView`): the thread's channel and parent message, then
/// the latest reply with its author's avatar and time.
///
/// ```
/// mainContainer  vertical, spacing 8, margins 10 top / 8 / 12 bottom / 8
/// ├─ threadContainer  vertical, spacing 2
/// │  ├─ threadTitleContainer        threadIconView 15×15 · threadTitleLabel (channel name, subheadlineBold)
/// │  └─ threadDescriptionContainer  threadDescriptionLabel ("replied to: …") · (spacer) · threadUnreadCountView
/// │                                 (as tall as the badge, shown or not)
/// └─ replyContainer  horizontal, spacing 4
///    ├─ replyAuthorAvatarView 40×40
///    └─ replyInfoContainer  vertical
///       ├─ replyTitleLabel (author)
///       └─ replyDescriptionContainer  replyDescriptionLabel · (spacer) · replyTimestampLabel
/// ```
///
/// Measured in the SDK's thread-list pictures (the guides' `ThreadListHeaderBannerView*.png`,
/// `ChatThreadListErrorView*.png`, iOS 17, 393 pt wide): rows 111 pt plus the separator apart whether or not a row
/// has an unread badge; the channel name and the reply's author drawn at the same 15-pt semibold size ("Cult meetup"
/// ink 86.6 pt wide: Inter at 17 pt would be 99.5, at 15 pt 87.8); the 20-pt badge centred on the "replied to" line,
/// its top 31 pt below the row's; the avatar 59…99.
open class ChatThreadListItemView: _View {
    public struct Content: Sendable {
        public var thread: ChatThread
        public var currentUserId: String?
        /// The render's clock and time zone, for the timestamp.
        public var now: Date
        public var timeZone: TimeZone
        public init(
            thread: ChatThread, currentUserId: String?, now: Date = Date(timeIntervalSince1970: 0),
            timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!
        ) {
            self.thread = thread
            self.currentUserId = currentUserId
            self.now = now
            self.timeZone = timeZone
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 8)
    public let threadContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 2)
    public let threadTitleContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let threadIconView = UIImageView()
    public let threadTitleLabel = UILabel()
    public let threadDescriptionContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let threadDescriptionLabel = UILabel()
    public private(set) lazy var threadUnreadCountView: ChatThreadUnreadCountView = components.threadUnreadCountView
        .init()
    public let replyContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public private(set) lazy var replyAuthorAvatarView: ChatAvatarView = components.avatarView.init()
    public let replyInfoContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    public let replyTitleLabel = UILabel()
    public let replyDescriptionContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let replyDescriptionLabel = UILabel()
    public let replyTimestampLabel = UILabel()
    /// The description row is as tall as the unread badge whether the badge shows or not, so rows with and
    /// without unread replies are the same height (as in the SDK's pictures).
    private lazy var threadDescriptionHeight = threadDescriptionContainer.heightAnchor.constraint(
        equalToConstant: 20)

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "threadContainer", "threadTitleContainer", "threadIconView", "threadTitleLabel",
            "threadDescriptionContainer",
            "threadDescriptionLabel", "threadUnreadCountView", "replyContainer", "replyAuthorAvatarView",
            "replyInfoContainer",
            "replyTitleLabel", "replyDescriptionContainer", "replyDescriptionLabel", "replyTimestampLabel"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "threadContainer": threadContainer,
            "threadTitleContainer": threadTitleContainer,
            "threadIconView": threadIconView, "threadTitleLabel": threadTitleLabel,
            "threadDescriptionContainer": threadDescriptionContainer,
            "threadDescriptionLabel": threadDescriptionLabel, "threadUnreadCountView": threadUnreadCountView,
            "replyContainer": replyContainer, "replyAuthorAvatarView": replyAuthorAvatarView,
            "replyInfoContainer": replyInfoContainer,
            "replyTitleLabel": replyTitleLabel, "replyDescriptionContainer": replyDescriptionContainer,
            "replyDescriptionLabel": replyDescriptionLabel, "replyTimestampLabel": replyTimestampLabel
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 12, trailing: 8)
        threadTitleLabel.horizontalHuggingPriority = 100
        threadTitleContainer.addArrangedSubviews([threadIconView, threadTitleLabel])
        threadDescriptionLabel.horizontalHuggingPriority = 100
        threadDescriptionContainer.addArrangedSubviews([threadDescriptionLabel, threadUnreadCountView])
        threadContainer.addArrangedSubviews([threadTitleContainer, threadDescriptionContainer])
        replyDescriptionLabel.horizontalHuggingPriority = 100
        replyTimestampLabel.horizontalCompressionResistance = 1000
        replyDescriptionContainer.addArrangedSubviews([replyDescriptionLabel, replyTimestampLabel])
        replyInfoContainer.addArrangedSubviews([replyTitleLabel, replyDescriptionContainer])
        replyInfoContainer.horizontalHuggingPriority = 100
        replyContainer.addArrangedSubviews([replyAuthorAvatarView, replyInfoContainer])
        mainContainer.addArrangedSubviews([threadContainer, replyContainer])
        NSLayoutConstraint.activate([
            threadIconView.widthAnchor.constraint(equalToConstant: 15),
            threadIconView.heightAnchor.constraint(equalToConstant: 15),
            threadDescriptionHeight,
            replyAuthorAvatarView.widthAnchor.constraint(equalToConstant: 40),
            replyAuthorAvatarView.heightAnchor.constraint(equalToConstant: 40)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        threadIconView.image = appearance.images["threadIcon"]
        threadIconView.contentMode = .scaleAspectFit
        threadIconView.tintColor = palette.textPrimary
        threadTitleLabel.font = appearance.fonts.subheadlineBold
        threadTitleLabel.textColor = palette.textPrimary
        replyTitleLabel.font = appearance.fonts.subheadlineBold
        replyTitleLabel.textColor = palette.textPrimary
        for label in [threadDescriptionLabel, replyDescriptionLabel, replyTimestampLabel] {
            label.font = appearance.fonts.footnote
            label.textColor = palette.textSecondary
        }
        for label in [
            threadTitleLabel, replyTitleLabel, threadDescriptionLabel, replyDescriptionLabel, replyTimestampLabel
        ] {
            label.adjustsFontForContentSizeCategory = true
        }
        replyAuthorAvatarView.isOnlineIndicatorEnabled = true
    }

    // MARK: Texts (open, as in the SDK)

    /// The channel's name (`ChatChannelNamer`).
    open var channelNameText: String? {
        guard let content else { return nil }
        return ChatChannelNamer.name(for: content.thread.channel, currentUserId: content.currentUserId ?? "")
    }

    /// The thread's title, else the parent message's text ("Message deleted"; an attachment's type when empty).
    open var parentMessagePreviewText: String? {
        guard let thread = content?.thread else { return nil }
        let parent = thread.parentMessage
        if parent.isDeleted { return L10n.text("Message deleted") }
        let text = thread.title ?? parent.text
        return text.isEmpty ? (parent.attachments.first?.type ?? "") : text
    }

    /// The latest reply's text ("Message deleted"; an attachment's type when empty).
    open var replyPreviewText: String? {
        guard let reply = content?.thread.latestReplies.last else { return nil }
        if reply.isDeleted { return L10n.text("Message deleted") }
        return reply.text.isEmpty ? reply.attachments.first?.type : reply.text
    }

    /// When the latest reply was sent, formatted as the channel list does ("4:41 PM", "Yesterday", "Thursday").
    open var replyTimestampLabelText: String? {
        guard let content, let reply = content.thread.latestReplies.last else { return nil }
        return FormattingClock(now: content.now, timeZone: content.timeZone).performAsCurrent {
            appearance.formatters.threadListMessageTimestamp.format(reply.createdAt)
        }
    }

    /// The current user's unread replies.
    open var unreadRepliesCount: Int {
        guard let content else { return 0 }
        return content.thread.reads.first { $0.user.id == content.currentUserId }?.unreadMessagesCount ?? 0
    }

    open override func updateContent() {
        threadTitleLabel.text = channelNameText
        threadDescriptionLabel.text = parentMessagePreviewText.map { "replied to: \($0)" }
        replyDescriptionLabel.text = replyPreviewText
        replyTimestampLabel.text = replyTimestampLabelText
        let author = content?.thread.latestReplies.last?.author
        let loader = components.imageLoader
        replyAuthorAvatarView.content = author.map {
            AvatarContent(image: loader?.image(for: $0.imageURL), name: $0.displayName, isOnline: $0.isOnline)
        }
        replyTitleLabel.text = author?.name
        replyContainer.isHidden = author == nil
        threadUnreadCountView.content = ChannelUnreadCount(messages: unreadRepliesCount)
        threadDescriptionHeight.constant = max(descriptionLineHeight, unreadBadgeHeight)
    }

    /// The height of one line of the description.
    private var descriptionLineHeight: CGFloat {
        let line = UILabel()
        line.font = threadDescriptionLabel.font
        line.text = "replied to:"
        return line.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).height
    }

    /// The height of the unread badge with a count in it (its label's line and its margins).
    private var unreadBadgeHeight: CGFloat {
        let count = UILabel()
        count.font = threadUnreadCountView.unreadCountLabel.font
        count.text = "0"
        let margins = threadUnreadCountView.directionalLayoutMargins
        return count.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).height + margins.top
            + margins.bottom
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = super.sizeThatFits(size)
        if size.width.isFinite && fixedSize.width == nil { s.width = size.width }
        return s
    }
}
