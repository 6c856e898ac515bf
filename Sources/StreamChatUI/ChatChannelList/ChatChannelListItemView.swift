import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// One row of the channel list (the SDK's `ChatChannelListItemView`): the channel avatar (48 pt) and, to its right,
/// the title with the unread badge on top and the last message preview, its receipt and timestamp below.
///
/// ```
/// mainContainer  horizontal, centred, margins 8, spacing 8
/// ├─ avatarView 48×48
/// └─ rightContainer  vertical, spacing 4
///    ├─ topContainer     titleContainer (titleLabel · mutedIndicatorView · spacer) · unreadCountView
///    └─ bottomContainer  [receipt if pending/failed] · [subtitleImageView] · subtitleLabel · [receipt if sent/read] · timestampLabel
/// ```
open class ChatChannelListItemView: _View {
    public struct Content: Sendable {
        public var channel: ChatChannel
        public var currentUserId: String?
        /// The render's clock and time zone, for the timestamp.
        public var now: Date
        public var timeZone: TimeZone
        /// The search hit the row stands for (the SDK's channel list search; chatshot draws no search results).
        public var searchResult: SearchResult?
        public init(
            channel: ChatChannel, currentUserId: String?, now: Date = Date(timeIntervalSince1970: 0),
            timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!
        ) {
            self.channel = channel
            self.currentUserId = currentUserId
            self.now = now
            self.timeZone = timeZone
        }
        /// A row standing for a search hit (the SDK's `init(channel:currentUserId:searchResult:)`).
        public init(
            channel: ChatChannel, currentUserId: String?, now: Date = Date(timeIntervalSince1970: 0),
            timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!, searchResult: SearchResult?
        ) {
            self.init(channel: channel, currentUserId: currentUserId, now: now, timeZone: timeZone)
            self.searchResult = searchResult
        }

        /// A search hit: the text searched for and the message found, if any.
        public struct SearchResult: Sendable {
            public let text: String
            public let message: ChatMessage?
            public init(text: String, message: ChatMessage?) {
                self.text = text
                self.message = message
            }
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let rightContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 4)
    public let topContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let bottomContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let timestampLabel = UILabel()
    /// The icon before the subtitle: the mic of a voice message preview (square, the subtitle font's point size,
    /// tinted like the subtitle); hidden otherwise.
    public let subtitleImageView = UIImageView()
    /// The speaker-with-slash icon after the title of a muted channel.
    public let mutedIndicatorView = UIImageView()
    /// Keeps the title and the muted icon together on the left of the top row.
    public let topSpacer = UIView()
    /// The title, the muted icon and the spacer: the top row's first, flexible view, as the SDK's flexible title is
    /// (a view an app inserts at index 1 of `topContainer` goes before the unread count, on the right).
    public let titleContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public private(set) lazy var avatarView: ChatChannelAvatarView = components.channelAvatarView.init()
    public private(set) lazy var unreadCountView: ChatChannelUnreadCountView = components.channelUnreadCountView.init()
    /// The receipt of the current user's last message (16 pt checkmark, clock or error).
    public private(set) lazy var previewMessageDeliveryStatusView: ChatMessageDeliveryStatusView = components
        .messageDeliveryStatusView.init()

    private lazy var subtitleImageViewSizeConstraints = [
        subtitleImageView.widthAnchor.constraint(equalToConstant: 13),
        subtitleImageView.heightAnchor.constraint(equalToConstant: 13)
    ]

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "rightContainer", "topContainer", "bottomContainer", "titleLabel", "subtitleLabel",
            "timestampLabel",
            "subtitleImageView", "avatarView", "unreadCountView", "mutedIndicatorView",
            "previewMessageDeliveryStatusView"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "rightContainer": rightContainer, "topContainer": topContainer,
            "bottomContainer": bottomContainer, "titleLabel": titleLabel, "subtitleLabel": subtitleLabel,
            "timestampLabel": timestampLabel, "subtitleImageView": subtitleImageView, "avatarView": avatarView,
            "unreadCountView": unreadCountView,
            "mutedIndicatorView": mutedIndicatorView,
            "previewMessageDeliveryStatusView": previewMessageDeliveryStatusView
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        titleContainer.addArrangedSubviews([titleLabel, mutedIndicatorView, topSpacer])
        titleContainer.horizontalHuggingPriority = 100
        topContainer.addArrangedSubviews([titleContainer, unreadCountView])
        topSpacer.horizontalHuggingPriority = 100
        bottomContainer.addArrangedSubviews([
            subtitleImageView, subtitleLabel, previewMessageDeliveryStatusView, timestampLabel
        ])
        subtitleImageView.isHidden = true
        subtitleLabel.horizontalHuggingPriority = 100
        rightContainer.addArrangedSubviews([topContainer, bottomContainer])
        rightContainer.horizontalHuggingPriority = 100
        rightContainer.horizontalCompressionResistance = 700

        NSLayoutConstraint.activate(
            [
                avatarView.heightAnchor.constraint(equalToConstant: 48),
                avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
                mutedIndicatorView.widthAnchor.constraint(equalToConstant: 16),
                mutedIndicatorView.heightAnchor.constraint(equalToConstant: 16)
            ] + subtitleImageViewSizeConstraints)
        mainContainer.addArrangedSubviews([avatarView, rightContainer])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = palette.textPrimary
        subtitleLabel.font = appearance.fonts.footnote
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = palette.textSecondary
        timestampLabel.font = appearance.fonts.footnote
        timestampLabel.adjustsFontForContentSizeCategory = true
        timestampLabel.textColor = palette.textSecondary
        timestampLabel.horizontalCompressionResistance = 1000
        subtitleImageView.contentMode = .scaleAspectFit
        subtitleImageView.tintColor = palette.textSecondary
        mutedIndicatorView.image = appearance.images["muted"]
        mutedIndicatorView.contentMode = .scaleAspectFit
        mutedIndicatorView.tintColor = palette.textTertiary
    }

    // MARK: Texts (open, as in the SDK)

    /// The channel name, or its members' names (`ChatChannelNamer`).
    open var titleText: String? {
        guard let content else { return nil }
        return ChatChannelNamer.name(for: content.channel, currentUserId: content.currentUserId ?? "")
    }

    /// The last message preview (`ChannelListPreviewFormatter`), worded by the `previewMessageText…` methods.
    open var subtitleText: String? {
        guard let content else { return nil }
        return ChannelListPreviewFormatter.subtitle(
            for: content.channel, currentUserId: content.currentUserId,
            forCurrentUser: { self.previewMessageTextForCurrentUser(messageText: $0) },
            for1on1Channel: { self.previewMessageTextFor1on1Channel(messageText: $0) },
            fromAnotherUser: { self.previewMessageTextFromAnotherUser($0, messageText: $1) })
    }

    /// The message the subtitle previews: the newest one that is not ephemeral, an error or a thread-only reply.
    open var previewMessage: ChatMessage? {
        content.flatMap { ChannelListPreviewFormatter.previewMessage(of: $0.channel) }
    }

    /// The preview of the current user's message: "You: …".
    open func previewMessageTextForCurrentUser(messageText: String) -> String {
        "You: " + messageText
    }

    /// The preview of a message in a channel of two members: the text alone.
    open func previewMessageTextFor1on1Channel(messageText: String) -> String {
        messageText
    }

    /// The preview of another member's message in a group: "<name>: …".
    open func previewMessageTextFromAnotherUser(_ user: ChatUser, messageText: String) -> String {
        ChannelListPreviewFormatter.authorPrefixed(user, messageText)
    }

    /// The row's background colour (`backgroundCoreApp`); an app's subclass may set it from the content.
    open var contentBackgroundColor: UIColor {
        appearance.colorPalette.backgroundCoreApp
    }

    /// The icon before the subtitle: `appearance.images.mic` for a voice message preview, else nil.
    open var subtitleIcon: UIImage? {
        guard let content,
            ChannelListPreviewFormatter.typingText(for: content.channel, currentUserId: content.currentUserId) == nil,
            let m = ChannelListPreviewFormatter.previewMessage(of: content.channel),
            ChannelListPreviewFormatter.isVoiceRecording(m)
        else { return nil }
        return appearance.images["mic"]
    }

    /// When the previewed message was sent, formatted for the list (none without a previewed message).
    open var timestampText: String? {
        guard let content else { return nil }
        let date = ChannelListPreviewFormatter.previewMessage(of: content.channel)?.createdAt
        return date.map { date in
            FormattingClock(now: content.now, timeZone: content.timeZone).performAsCurrent {
                appearance.formatters.channelListMessageTimestamp.format(date)
            }
        }
    }

    /// The receipt of the previewed message when the current user sent it (pending and failed always; sent,
    /// delivered and read only with read events on).
    open var previewMessageDeliveryStatus: MessageDeliveryStatus {
        guard let content, let m = ChannelListPreviewFormatter.previewMessage(of: content.channel),
            m.author.id == content.currentUserId, m.type != .system, !m.isDeleted
        else { return .none }
        let readEvents = content.channel.config.readEventsEnabled
        let status = m.deliveryStatus(for: content.channel)
        switch status {
        case .sent, .delivered, .read: return readEvents ? status : .none
        default: return status
        }
    }

    open override func updateContent() {
        titleLabel.text = titleText
        subtitleLabel.text = subtitleText
        timestampLabel.text = timestampText
        timestampLabel.isHidden = timestampText == nil
        let icon = subtitleIcon
        subtitleImageView.image = icon
        subtitleImageView.isHidden = icon == nil
        if icon != nil {
            // Square, the subtitle font's point size (the SDK pins both to `subtitleLabel.font.pointSize`).
            subtitleImageViewSizeConstraints.forEach { $0.constant = subtitleLabel.effectiveFont.size }
        }
        avatarView.content = (channel: content?.channel, currentUserId: content?.currentUserId)
        unreadCountView.content = content?.channel.unreadCount ?? .noUnread
        mutedIndicatorView.isHidden = !(content?.channel.isMuted ?? false)

        let status = previewMessageDeliveryStatus
        previewMessageDeliveryStatusView.content = .init(status: status)
        previewMessageDeliveryStatusView.isHidden = status == .none
        // Pending and failed receipts lead the subtitle (and its icon); sent and read ones follow it.
        if previewMessageDeliveryStatusView.superview === bottomContainer, subtitleLabel.superview === bottomContainer {
            let leads = status == .pending || status == .failed
            bottomContainer.removeArrangedSubview(previewMessageDeliveryStatusView)
            let arranged = bottomContainer.arrangedSubviews
            let subtitleIndex = arranged.firstIndex { $0 === subtitleLabel } ?? 0
            let iconIndex = arranged.firstIndex { $0 === subtitleImageView }.flatMap {
                $0 == subtitleIndex - 1 ? $0 : nil
            }
            bottomContainer.insertArrangedSubview(
                previewMessageDeliveryStatusView,
                at: leads ? (iconIndex ?? subtitleIndex) : subtitleIndex + 1)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = super.sizeThatFits(size)
        if size.width.isFinite && fixedSize.width == nil { s.width = size.width }
        return s
    }

    // MARK: Manifest conditions

    /// `showWhen` conditions on the channel: `hasUnread`, `isMuted`, `isDirectMessageChannel`.
    open override func evaluateOverrideCondition(_ condition: Condition) -> Bool {
        guard let channel = content?.channel else { return false }
        return ChannelConditionEvaluator.holds(condition, channel: channel)
    }
}
