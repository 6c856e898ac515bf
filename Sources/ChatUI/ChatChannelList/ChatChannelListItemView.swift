import ChatCanvas
import Foundation

/// One row of the channel list (the SDK's `ChatChannelListItemView`): the channel avatar (48 pt) and, to its right,
/// the title with the unread badge on top and the last message preview, its receipt and timestamp below.
///
/// ```
/// mainContainer  horizontal, centred, margins 8, spacing 8
/// ├─ avatarView 48×48
/// └─ rightContainer  vertical, spacing 4
///    ├─ topContainer     titleLabel · mutedIndicatorView · (spacer) · unreadCountView
///    └─ bottomContainer  [receipt if pending/failed] · subtitleLabel · [receipt if sent/read] · timestampLabel
/// ```
open class ChatChannelListItemView: UIView {
    public struct Content: Sendable {
        public var channel: ChatChannel
        public var currentUserId: String?
        /// The render's clock and time zone, for the timestamp.
        public var now: Date
        public var timeZone: TimeZone
        public init(channel: ChatChannel, currentUserId: String?, now: Date = Date(timeIntervalSince1970: 0),
                    timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
            self.channel = channel; self.currentUserId = currentUserId; self.now = now; self.timeZone = timeZone
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
    /// The speaker-with-slash icon after the title of a muted channel.
    public let mutedIndicatorView = UIImageView()
    /// Keeps the title and the muted icon together on the left of the top row.
    public let topSpacer = UIView()
    public private(set) lazy var avatarView: ChatChannelAvatarView = components.channelAvatarView.init()
    public private(set) lazy var unreadCountView: ChatChannelUnreadCountView = components.channelUnreadCountView.init()
    /// The receipt of the current user's last message (16 pt checkmark, clock or error).
    public private(set) lazy var previewMessageDeliveryStatusView = ChatMessageDeliveryStatusView()

    open override class var customizableSubviewNames: [String] {
        ["mainContainer", "rightContainer", "topContainer", "bottomContainer", "titleLabel", "subtitleLabel", "timestampLabel",
         "avatarView", "unreadCountView", "mutedIndicatorView", "previewMessageDeliveryStatusView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["mainContainer": mainContainer, "rightContainer": rightContainer, "topContainer": topContainer,
         "bottomContainer": bottomContainer, "titleLabel": titleLabel, "subtitleLabel": subtitleLabel,
         "timestampLabel": timestampLabel, "avatarView": avatarView, "unreadCountView": unreadCountView,
         "mutedIndicatorView": mutedIndicatorView, "previewMessageDeliveryStatusView": previewMessageDeliveryStatusView]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        topContainer.addArrangedSubviews([titleLabel, mutedIndicatorView, topSpacer, unreadCountView])
        topSpacer.horizontalHuggingPriority = 100
        bottomContainer.addArrangedSubviews([subtitleLabel, previewMessageDeliveryStatusView, timestampLabel])
        subtitleLabel.horizontalHuggingPriority = 100
        rightContainer.addArrangedSubviews([topContainer, bottomContainer])
        rightContainer.horizontalHuggingPriority = 100
        rightContainer.horizontalCompressionResistance = 700

        NSLayoutConstraint.activate([
            avatarView.heightAnchor.constraint(equalToConstant: 48),
            avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
            mutedIndicatorView.widthAnchor.constraint(equalToConstant: 16),
            mutedIndicatorView.heightAnchor.constraint(equalToConstant: 16),
        ])
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
        mutedIndicatorView.image = appearance.images["muted"]
        mutedIndicatorView.contentMode = .aspectFit
        mutedIndicatorView.tintColor = palette.textTertiary
    }

    // MARK: Texts (open, as in the SDK)

    /// The channel name, or its members' names (`ChatChannelNamer`).
    open var titleText: String? {
        guard let content else { return nil }
        return ChatChannelNamer.name(for: content.channel, currentUserId: content.currentUserId ?? "")
    }

    /// The last message preview (`ChannelListPreviewFormatter`).
    open var subtitleText: String? {
        guard let content else { return nil }
        return ChannelListPreviewFormatter.subtitle(for: content.channel, currentUserId: content.currentUserId)
    }

    /// When the previewed message was sent, formatted for the list.
    open var timestampText: String? {
        guard let content else { return nil }
        let date = ChannelListPreviewFormatter.previewMessage(of: content.channel)?.createdAt ?? content.channel.lastMessageAt
        return date.map { ChannelListMessageTimestampFormatter.string(for: $0, now: content.now, timeZone: content.timeZone) }
    }

    /// The receipt of the previewed message when the current user sent it (pending and failed always; sent and
    /// read only with read events on).
    open var previewMessageDeliveryStatus: MessageDeliveryStatus {
        guard let content, let m = ChannelListPreviewFormatter.previewMessage(of: content.channel),
              m.author.id == content.currentUserId, m.type != .system else { return .none }
        let readEvents = content.channel.config.readEventsEnabled
        let status = m.deliveryStatus(readEventsEnabled: readEvents)
        switch status {
        case .sent, .read: return readEvents ? status : .none
        default: return status
        }
    }

    open override func updateContent() {
        titleLabel.text = titleText
        subtitleLabel.text = subtitleText
        timestampLabel.text = timestampText
        timestampLabel.isHidden = timestampText == nil
        avatarView.content = .init(channel: content?.channel, currentUserId: content?.currentUserId)
        unreadCountView.content = ChannelUnreadCount(messages: content?.channel.unreadCount ?? 0)
        mutedIndicatorView.isHidden = !(content?.channel.isMuted ?? false)

        let status = previewMessageDeliveryStatus
        previewMessageDeliveryStatusView.content = .init(status: status)
        previewMessageDeliveryStatusView.isHidden = status == .none
        // Pending and failed receipts lead the subtitle; sent and read ones follow it.
        if previewMessageDeliveryStatusView.superview === bottomContainer, subtitleLabel.superview === bottomContainer {
            let leads = status == .pending || status == .failed
            let statusIndex = bottomContainer.arrangedSubviews.firstIndex { $0 === previewMessageDeliveryStatusView } ?? 0
            let subtitleIndex = bottomContainer.arrangedSubviews.firstIndex { $0 === subtitleLabel } ?? 0
            if leads && statusIndex > subtitleIndex {
                bottomContainer.insertArrangedSubview(previewMessageDeliveryStatusView, at: subtitleIndex)
            } else if !leads && statusIndex < subtitleIndex {
                bottomContainer.insertArrangedSubview(previewMessageDeliveryStatusView, at: subtitleIndex)
            }
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
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
