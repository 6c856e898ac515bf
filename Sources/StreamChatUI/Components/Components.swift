import Foundation
import StreamChat
import Synchronization
import UIKit

/// The SDK's `Components`: which view class fills each slot, feature flags, and the layout options resolver.
/// `Components.default` is what views use unless given another; register subclasses exactly as the guides do
/// (`Components.default.avatarView = RectAvatarView.self`).
@preconcurrency @MainActor
public final class Components: NamedPropertyOwner, @unchecked Sendable {
    // MARK: Flags (SDK defaults); each is declared once: manifests find it by its name (`flagNames`, `self[flag:]`)
    @Named public var messageListDateSeparatorEnabled = false
    @Named public var messageListDateOverlayEnabled = true
    @Named public var threadRepliesCounterEnabled = true
    @Named public var threadRendersParentMessageEnabled = true
    @Named public var isUnreadMessagesSeparatorEnabled = true
    @Named public var isJumpToUnreadEnabled = false
    @Named public var isMessageEditedLabelEnabled = false
    @Named public var messageSwipeToReplyEnabled = false
    @Named public var shouldMessagesStartAtTheTop = false
    @Named public var isVoiceRecordingEnabled = false
    /// A preview of the draft's first link above the composer's input (and its links highlighted).
    @Named public var isComposerLinkPreviewEnabled = false
    @Named public var mentionAllAppUsers = false
    @Named public var isChatChannelListStatesEnabled = false
    @Named public var isTypingIndicatorEnabled = true
    /// chatshot: avatars without an image show the user's initials (the SDK's placeholder); false draws the
    /// person glyph for everyone.
    @Named public var isAvatarInitialsEnabled = true
    /// Show messages in the current user's language when a translation exists ("Translated to …").
    @Named public var messageAutoTranslationEnabled = false
    /// The long-press menu offers Block / Unblock User (SDK default false).
    @Named public var isBlockingUsersEnabled = false

    // MARK: View slots; manifests find them by name (`viewSlotNames`, `viewType(forSlot:)`)
    @Named public var avatarView: ChatAvatarView.Type = ChatAvatarView.self
    @Named public var messageBubbleView: ChatMessageBubbleView.Type = ChatMessageBubbleView.self
    @Named public var messageContentView: ChatMessageContentView.Type = ChatMessageContentView.self
    /// The quoted message, in a message and in the composer.
    @Named public var quotedMessageView: QuotedChatMessageView.Type = QuotedChatMessageView.self
    @Named public var messageListDateSeparatorView: ChatMessageListDateSeparatorView.Type =
        ChatMessageListDateSeparatorView.self
    @Named public var threadRepliesCounterDecorationView: ChatThreadRepliesCountDecorationView.Type =
        ChatThreadRepliesCountDecorationView.self
    @Named public var unreadMessagesCounterDecorationView: ChatUnreadMessagesCountDecorationView.Type =
        ChatUnreadMessagesCountDecorationView.self
    @Named public var channelHeaderView: ChatChannelHeaderView.Type = ChatChannelHeaderView.self
    @Named public var messageComposerView: ComposerView.Type = ComposerView.self
    @Named public var messageComposerVC: ComposerVC.Type = ComposerVC.self
    @Named public var channelContentView: ChatChannelListItemView.Type = ChatChannelListItemView.self
    @Named public var channelAvatarView: ChatChannelAvatarView.Type = ChatChannelAvatarView.self
    @Named public var channelUnreadCountView: ChatChannelUnreadCountView.Type = ChatChannelUnreadCountView.self
    @Named public var suggestionsVC: ChatSuggestionsVC.Type = ChatSuggestionsVC.self
    @Named public var channelListErrorView: ChatChannelListErrorView.Type = ChatChannelListErrorView.self
    @Named public var channelListLoadingView: ChatChannelListLoadingView.Type = ChatChannelListLoadingView.self
    @Named public var channelListLoadingContentViewCell: ChatChannelListLoadingViewCellContentView.Type =
        ChatChannelListLoadingViewCellContentView.self
    @Named public var threadListItemView: ChatThreadListItemView.Type = ChatThreadListItemView.self
    @Named public var threadUnreadCountView: ChatThreadUnreadCountView.Type = ChatThreadUnreadCountView.self
    @Named public var threadListHeaderBannerView: ChatThreadListHeaderBannerView.Type = ChatThreadListHeaderBannerView
        .self
    @Named public var threadListEmptyView: ChatThreadListEmptyView.Type = ChatThreadListEmptyView.self
    @Named public var threadListErrorView: ChatThreadListErrorView.Type = ChatThreadListErrorView.self
    @Named public var threadListLoadingView: ChatThreadListLoadingView.Type = ChatThreadListLoadingView.self
    @Named public var suggestionsMentionView: ChatMentionSuggestionView.Type = ChatMentionSuggestionView.self
    @Named public var suggestionsCommandView: ChatCommandSuggestionView.Type = ChatCommandSuggestionView.self
    @Named public var scrollToBottomButton: ScrollToBottomButton.Type = ScrollToBottomButton.self
    @Named public var messageListUnreadCountView: ChatMessageListUnreadCountView.Type = ChatMessageListUnreadCountView
        .self
    @Named public var jumpToUnreadMessagesButton: JumpToUnreadMessagesButton.Type = JumpToUnreadMessagesButton.self
    @Named public var cooldownView: CooldownView.Type = CooldownView.self
    @Named public var composerLinkPreviewView: ComposerLinkPreviewView.Type = ComposerLinkPreviewView.self
    @Named public var voiceRecordingViewController: VoiceRecordingVC.Type = VoiceRecordingVC.self
    @Named public var pollAttachmentView: PollAttachmentView.Type = PollAttachmentView.self
    @Named public var pollAttachmentOptionListView: PollAttachmentOptionListView.Type = PollAttachmentOptionListView
        .self
    @Named public var pollAttachmentOptionListItemView: PollAttachmentOptionListItemView.Type =
        PollAttachmentOptionListItemView.self
    @Named public var giphyView: ChatMessageGiphyView.Type = ChatMessageGiphyView.self
    @Named public var giphyActionButton: ChatMessageInteractiveAttachmentActionButton.Type =
        ChatMessageInteractiveAttachmentActionButton.self
    @Named public var imageUploadingOverlay: UploadingOverlayView.Type = UploadingOverlayView.self
    @Named public var messagePopupVC: ChatMessagePopupVC.Type = ChatMessagePopupVC.self
    @Named public var messageActionsVC: ChatMessageActionsVC.Type = ChatMessageActionsVC.self
    @Named public var reactionPickerVC: ChatMessageReactionsPickerVC.Type = ChatMessageReactionsPickerVC.self
    @Named public var reactionAuthorsVC: ChatMessageReactionAuthorsVC.Type = ChatMessageReactionAuthorsVC.self
    @Named public var reactionAuthorCell: ChatMessageReactionAuthorViewCell.Type = ChatMessageReactionAuthorViewCell
        .self

    // MARK: View controllers and routers apps subclass (not manifest slots: chatshot's screens draw the pictures)
    /// The message list of `ChatChannelVC` and `ChatThreadVC`.
    public var messageListVC: ChatMessageListVC.Type = ChatMessageListVC.self
    /// The channel screen the channel list's router opens.
    public var channelVC: ChatChannelVC.Type = ChatChannelVC.self
    /// The thread screen the message list opens.
    public var threadVC: ChatThreadVC.Type = ChatThreadVC.self
    /// The channel list's layout (a `ListCollectionViewLayout` subclass is made by the list; another layout class
    /// gives a plain flow layout, as chatshot cannot make an arbitrary layout class from its type).
    public var channelListLayout: UICollectionViewLayout.Type = ListCollectionViewLayout.self
    /// A row of the channel list.
    public var channelCell: ChatChannelListCollectionViewCell.Type = ChatChannelListCollectionViewCell.self
    /// The separator below each row of the channel list.
    public var channelCellSeparator: UICollectionReusableView.Type = CellSeparatorReusableView.self
    /// The order of a message's reaction types in its reactions view (by type name, as the SDK's default).
    public var reactionsSorting: (ChatMessageReactionData, ChatMessageReactionData) -> Bool = {
        $0.type.rawValue < $1.type.rawValue
    }
    /// Whether the composer keeps drafts (kept; a still picture shows the composer's state from the transcript).
    public var isDraftMessagesEnabled = false
    /// The composer's text view.
    public var inputTextView: InputTextView.Type = InputTextView.self
    /// What the channel list shows on taps.
    public var channelListRouter: ChatChannelListRouter.Type = ChatChannelListRouter.self
    /// What the thread list shows on taps.
    public var threadListRouter: ChatThreadListRouter.Type = ChatThreadListRouter.self
    /// A user's avatar with their presence.
    public var userAvatarView: ChatUserAvatarView.Type = ChatUserAvatarView.self
    /// The current user's avatar as a control (the thread list's navigation bar item in the SDK).
    public var currentUserAvatarView: CurrentChatUserAvatarView.Type = CurrentChatUserAvatarView.self

    // MARK: The SDK's other slots and settings (not manifest slots). Those chatshot's screens make their views from
    // are marked "drawn"; the rest are made and set up for apps that subclass them, or inert in a still picture
    // (docs/compatibility.md lists which).

    // Common views
    /// A title over a subtitle.
    public var titleContainerView: TitleContainerView.Type = TitleContainerView.self
    /// The presence dot of an avatar (drawn).
    public var onlineIndicatorView: (UIView & MaskProviding).Type = OnlineIndicatorView.self
    /// The size avatar images are requested at.
    public var avatarThumbnailSize: CGSize = CGSize(width: 40, height: 40)
    /// An avatar with its presence dot (drawn: `ChatChannelAvatarView.presenceAvatarView`).
    public var presenceAvatarView: ChatPresenceAvatarView.Type = ChatPresenceAvatarView.self
    /// Who is typing, over the message list (drawn).
    public var typingIndicatorView: TypingIndicatorView.Type = TypingIndicatorView.self
    /// The typing indicator's three dots (drawn).
    public var typingAnimationView: TypingAnimationView.Type = TypingAnimationView.self
    /// The command's capsule in the composer's input (drawn).
    public var commandLabelView: CommandLabelView.Type = CommandLabelView.self
    /// The composer's input: text, quoted message, attachments (drawn).
    public var inputMessageView: InputChatMessageView.Type = InputChatMessageView.self
    /// The composer's send button (drawn).
    public var sendButton: UIButton.Type = SendButton.self
    /// The composer's record button.
    public var recordButton: RecordButton.Type = RecordButton.self
    /// The composer's button that saves an edit (drawn).
    public var confirmButton: UIButton.Type = ConfirmButton.self
    /// The composer's button that opens the attachment picker (drawn).
    public var attachmentButton: UIButton.Type = AttachmentButton.self
    /// The preview of an attachment the composer has no preview for.
    public var attachmentPreviewViewPlaceholder: UIView.Type = AttachmentPlaceholderView.self
    /// The composer's button that lists the commands (drawn).
    public var commandsButton: UIButton.Type = CommandButton.self
    /// The composer's button that brings the leading buttons back while typing (drawn).
    public var shrinkInputButton: UIButton.Type = ShrinkInputButton.self
    /// A close button (drawn: the composer's edit and quote header).
    public var closeButton: UIButton.Type = CloseButton.self
    /// A share button.
    public var shareButton: UIButton.Type = ShareButton.self
    /// The composer's "Also send in channel" checkbox (drawn).
    public var checkmarkControl: CheckboxControl.Type = CheckboxControl.self
    /// A loading spinner (drawn in file rows, giphies and upload overlays).
    public var loadingIndicator: ChatLoadingIndicator.Type = ChatLoadingIndicator.self
    /// Loads images, videos and files (inert: chatshot's images come from `imageLoader`).
    public var mediaLoader: MediaLoader = StreamMediaLoader(downloader: StreamImageDownloader())
    /// Crops and scales images (inert).
    public var imageProcessor: ImageProcessor = StreamImageProcessor()
    /// The largest attachment the composer accepts, in bytes.
    public var maxAttachmentSize: Int64 = 100 * 1024 * 1024
    /// A gradient-filled view.
    public var gradientView: GradientView.Type = GradientView.self
    /// Where a video plays (inert).
    public var playerView: PlayerView.Type = PlayerView.self
    /// The banner with a count of messages.
    public var messagesCountDecorationView: ChatMessagesCountDecorationView.Type = ChatMessagesCountDecorationView.self
    /// A red badge with a count.
    public var badgeView: BadgeView.Type = BadgeView.self

    // Message list
    /// The animation of the message actions popup (inert).
    public var messageActionsTransitionController: ChatMessageActionsTransitionController.Type =
        ChatMessageActionsTransitionController.self
    /// The message list's table view (drawn).
    public var messageListView: ChatMessageListView.Type = ChatMessageListView.self
    /// Whether the list animates changes (inert in a still picture).
    public var isMessageListAnimationsEnabled: Bool = false
    /// Whether opening a channel at a message animates the jump (inert).
    public var shouldAnimateJumpToMessageWhenOpeningChannel: Bool = true
    /// Whether a channel opens at its first unread message.
    public var shouldJumpToUnreadWhenOpeningChannel: Bool = false
    /// The date pill shown while scrolling (drawn).
    public var messageListScrollOverlayView: ChatMessageListScrollOverlayView.Type =
        ChatMessageListScrollOverlayView.self
    /// The web view of files and links (inert).
    public var filePreviewVC: ChatMessageAttachmentPreviewVC.Type = ChatMessageAttachmentPreviewVC.self
    /// The full-screen gallery (inert: a chat screen's picture does not open it).
    public var galleryVC: GalleryVC.Type = GalleryVC.self
    /// The video controls of the gallery.
    public var videoPlaybackControlView: VideoPlaybackControlView.Type = VideoPlaybackControlView.self
    /// The largest image, in pixels, an image attachment is downscaled to.
    public var imageAttachmentMaxPixels: Double = 2_000_000
    /// A button of an attachment's actions.
    public var attachmentActionButton: AttachmentActionButton.Type = AttachmentActionButton.self
    /// The failed-message indicator as a button (chatshot's message view draws its own image).
    public var messageErrorIndicator: ChatMessageErrorIndicator.Type = ChatMessageErrorIndicator.self
    /// A message's file rows (drawn).
    public var fileAttachmentListView: ChatMessageFileAttachmentListView.Type = ChatMessageFileAttachmentListView.self
    /// A message's voice recording rows (drawn).
    public var voiceRecordingAttachmentListView: ChatMessageVoiceRecordingAttachmentListView.Type =
        ChatMessageVoiceRecordingAttachmentListView.self
    /// A file's row (drawn).
    public var fileAttachmentView: ChatMessageFileAttachmentListView.ItemView.Type =
        ChatMessageFileAttachmentListView.ItemView.self
    /// A voice recording's row (drawn).
    public var voiceRecordingAttachmentView: ChatMessageVoiceRecordingAttachmentListView.ItemView.Type =
        ChatMessageVoiceRecordingAttachmentListView.ItemView.self
    /// A link's preview in a message (drawn).
    public var linkPreviewView: ChatMessageLinkPreviewView.Type = ChatMessageLinkPreviewView.self
    /// A message's images and videos (drawn).
    public var galleryView: ChatMessageGalleryView.Type = ChatMessageGalleryView.self
    /// An image's tile in a message's gallery.
    public var imageAttachmentGalleryPreview: ChatMessageGalleryView.ImagePreview.Type =
        ChatMessageGalleryView.ImagePreview.self
    /// An image's page of the full-screen gallery (inert).
    public var imageAttachmentGalleryCell: ImageAttachmentGalleryCell.Type = ImageAttachmentGalleryCell.self
    /// A video's page of the full-screen gallery (inert).
    public var videoAttachmentGalleryCell: VideoAttachmentGalleryCell.Type = VideoAttachmentGalleryCell.self
    /// A video's tile in a message's gallery.
    public var videoAttachmentGalleryPreview: VideoAttachmentGalleryPreview.Type = VideoAttachmentGalleryPreview.self
    /// A voice recording's preview in the composer.
    public var voiceRecordingAttachmentComposerPreview: VoiceRecordingAttachmentComposerPreview.Type =
        VoiceRecordingAttachmentComposerPreview.self
    /// A voice recording quoted in a reply.
    public var voiceRecordingAttachmentQuotedPreview: VoiceRecordingAttachmentQuotedPreview.Type =
        VoiceRecordingAttachmentQuotedPreview.self
    /// The upload progress over an attachment (the SDK's name of `imageUploadingOverlay`; drawn).
    public var uploadingOverlayView: UploadingOverlayView.Type {
        get { imageUploadingOverlay }
        set { imageUploadingOverlay = newValue }
    }
    /// A giphy's preview with its Send / Shuffle / Cancel actions.
    public var giphyAttachmentView: ChatMessageInteractiveAttachmentView.Type = ChatMessageInteractiveAttachmentView
        .self
    /// The "GIPHY" badge of a sent giphy (drawn).
    public var giphyBadgeView: ChatMessageGiphyView.GiphyBadge.Type = ChatMessageGiphyView.GiphyBadge.self
    /// A message's delivery status: checkmarks and read count (drawn).
    public var messageDeliveryStatusView: ChatMessageDeliveryStatusView.Type = ChatMessageDeliveryStatusView.self
    /// The delivery status's checkmark.
    public var messageDeliveryStatusCheckmarkView: ChatMessageDeliveryStatusCheckmarkView.Type =
        ChatMessageDeliveryStatusCheckmarkView.self
    /// A header above a message.
    public var messageHeaderDecorationView: ChatChannelMessageHeaderDecoratorView.Type =
        ChatChannelMessageHeaderDecoratorView.self
    /// Whether file attachments offer a download (inert).
    public var isDownloadFileAttachmentsEnabled = false

    // Polls (chatshot draws a poll in its message; these screens are inert)
    public var pollResultsVC: PollResultsVC.Type = PollResultsVC.self
    public var pollResultsTableHeaderView: PollResultsTableHeaderView.Type = PollResultsTableHeaderView.self
    public var pollResultsSectionHeaderView: PollResultsSectionHeaderView.Type = PollResultsSectionHeaderView.self
    public var pollResultsSectionFooterView: PollResultsSectionFooterView.Type = PollResultsSectionFooterView.self
    public var pollResultsVoteItemCell: PollResultsVoteItemCell.Type = PollResultsVoteItemCell.self
    public var pollResultsVoteItemView: PollResultsVoteItemView.Type = PollResultsVoteItemView.self
    public var pollResultsVoteListVC: PollResultsVoteListVC.Type = PollResultsVoteListVC.self
    public var pollCommentListVC: PollCommentListVC.Type = PollCommentListVC.self
    public var pollCommentListSectionHeaderView: PollCommentListSectionHeaderView.Type =
        PollCommentListSectionHeaderView.self
    public var pollCommentListTableFooterView: PollCommentListTableFooterView.Type = PollCommentListTableFooterView.self
    public var pollCommentListItemCell: PollCommentListItemCell.Type = PollCommentListItemCell.self
    public var pollCommentListItemView: PollCommentListItemView.Type = PollCommentListItemView.self
    /// Which features the poll creation screen offers.
    public var pollsConfig = PollsConfig()
    public var pollCreationVC: PollCreationVC.Type = PollCreationVC.self
    public var pollCreationNameCell: PollCreationNameCell.Type = PollCreationNameCell.self
    public var pollCreationOptionCell: PollCreationOptionCell.Type = PollCreationOptionCell.self
    public var pollCreationFeatureCell: PollCreationFeatureCell.Type = PollCreationFeatureCell.self
    public var pollCreationMultipleVotesFeatureCell: PollCreationMultipleVotesFeatureCell.Type =
        PollCreationMultipleVotesFeatureCell.self
    public var pollCreationSectionHeaderView: PollCreationSectionHeaderView.Type = PollCreationSectionHeaderView.self
    public var pollCreationTextFieldView: PollCreationTextFieldView.Type = PollCreationTextFieldView.self
    public var pollCreationFeatureSwitchView: PollCreationFeatureSwitchView.Type = PollCreationFeatureSwitchView.self
    public var pollAllOptionsListVC: PollAllOptionsListVC.Type = PollAllOptionsListVC.self
    public var pollAllOptionsListItemCell: PollAllOptionsListItemCell.Type = PollAllOptionsListItemCell.self

    // Reactions
    /// The reaction picker's bubble.
    public var reactionPickerBubbleView: ChatReactionPickerBubbleView.Type = DefaultChatReactionPickerBubbleView.self
    /// The reaction picker's reactions.
    public var reactionPickerReactionsView: ChatMessageReactionsView.Type = ChatReactionPickerReactionsView.self
    /// A reaction of the reaction picker.
    public var reactionPickerReactionItemView: ChatMessageReactionItemView.Type = ChatMessageReactionItemView.self
    /// A message's reactions bubble (drawn).
    public var messageReactionsBubbleView: ChatReactionBubbleBaseView.Type = ChatReactionsBubbleView.self
    /// A row of reactions.
    public var messageReactionsView: ChatMessageReactionsView.Type = ChatMessageReactionsView.self
    /// A reaction of a row of reactions.
    public var messageReactionItemView: ChatMessageReactionItemView.Type = ChatMessageReactionItemView.self
    /// Whether a user may give one reaction per message only (a new one replaces theirs; inert in a picture).
    public var isUniqueReactionsEnabled: Bool = false
    /// Whether reactions send push notifications with their emoji (inert).
    public var isReactionPushEmojisEnabled: Bool = true

    // Threads
    /// A row of the thread list.
    public var threadListItemCell: ChatThreadListItemCell.Type = ChatThreadListItemCell.self
    /// The navigation bar title of a thread.
    public var threadHeaderView: ChatThreadHeaderView.Type = ChatThreadHeaderView.self
    /// Whether a thread's replies start from the oldest (chatshot's thread shows the transcript's replies in order).
    public var threadRepliesStartFromOldest = false

    // Channel list
    /// A row's swipe actions (drawn closed: nothing to see in a still picture).
    public var channelActionsView: SwipeableView.Type = SwipeableView.self
    /// The channel list's empty state (drawn).
    public var channelListEmptyView: ChatChannelListEmptyView.Type = ChatChannelListEmptyView.self
    /// A row of the loading skeleton.
    public var channelListLoadingViewCell: ChatChannelListLoadingViewCell.Type = ChatChannelListLoadingViewCell.self
    /// How the channel list searches (nil: no search bar).
    public var channelListSearchStrategy: ChannelListSearchStrategy?

    // Composer
    /// The composer's attachment previews (drawn).
    public var messageComposerAttachmentsVC: AttachmentsPreviewVC.Type = AttachmentsPreviewVC.self
    /// The frame of an attachment's preview in the composer.
    public var messageComposerAttachmentCell: AttachmentPreviewContainer.Type = AttachmentPreviewContainer.self
    /// A file's preview in the composer.
    public var messageComposerFileAttachmentView: FileAttachmentView.Type = FileAttachmentView.self
    /// An image's preview in the composer (drawn).
    public var imageAttachmentComposerPreview: ImageAttachmentComposerPreview.Type = ImageAttachmentComposerPreview.self
    /// A video's preview in the composer.
    public var videoAttachmentComposerPreview: VideoAttachmentComposerPreview.Type = VideoAttachmentComposerPreview.self
    /// The suggestions popup's list (drawn).
    public var suggestionsCollectionView: ChatSuggestionsCollectionView.Type = ChatSuggestionsCollectionView.self
    /// A mention's cell of the suggestions list.
    public var suggestionsMentionCollectionViewCell: ChatMentionSuggestionCollectionViewCell.Type =
        ChatMentionSuggestionCollectionViewCell.self
    /// A command's cell of the suggestions list.
    public var suggestionsCommandCollectionViewCell: ChatCommandSuggestionCollectionViewCell.Type =
        ChatCommandSuggestionCollectionViewCell.self
    /// The suggestions list's layout.
    public var suggestionsCollectionViewLayout: UICollectionViewLayout.Type = ChatSuggestionsCollectionViewLayout.self
    /// The suggestions list's header cell.
    public var suggestionsHeaderReusableView: UICollectionReusableView.Type = ChatSuggestionsCollectionReusableView.self
    /// The suggestions list's header, "Instant Commands" (drawn).
    public var suggestionsHeaderView: ChatSuggestionsHeaderView.Type = ChatSuggestionsHeaderView.self

    // Voice recording (nothing plays or records in a still picture)
    /// Whether a recording asks for confirmation before sending.
    public var isVoiceRecordingConfirmationRequiredEnabled = true
    /// What plays recordings (inert).
    public var audioPlayer: AudioPlaying.Type = StreamAudioQueuePlayer.self
    /// What records (inert).
    public var audioRecorder: AudioRecording.Type = StreamAudioRecorder.self
    /// The haptics of playing and recording (inert).
    public var audioSessionFeedbackGenerator: AudioSessionFeedbackGenerator.Type =
        StreamAudioSessionFeedbackGenerator.self
    /// Finds the recording to play next (inert).
    public var audioQueuePlayerNextItemProvider: AudioQueuePlayerNextItemProvider.Type =
        AudioQueuePlayerNextItemProvider.self

    // Navigation (inert: a still picture shows one screen)
    /// The navigation controller screens are pushed on.
    public var navigationVC: NavigationVC.Type = NavigationVC.self
    /// What the message list shows on taps.
    public var messageListRouter: ChatMessageListRouter.Type = ChatMessageListRouter.self
    /// The confirmation alerts.
    public var alertsRouter: AlertsRouter.Type = AlertsRouter.self

    public var messageLayoutOptionsResolver = ChatMessageLayoutOptionsResolver()

    /// Chooses the attachment views of each message (a subclass overrides its class method).
    public var attachmentViewCatalog: AttachmentViewCatalog.Type = AttachmentViewCatalog.self
    /// The injector of images and videos.
    public var galleryAttachmentInjector: AttachmentViewInjector.Type = GalleryAttachmentViewInjector.self
    /// The injector of link previews.
    public var linkAttachmentInjector: AttachmentViewInjector.Type = LinkAttachmentViewInjector.self
    /// The injector of giphies.
    public var giphyAttachmentInjector: AttachmentViewInjector.Type = GiphyAttachmentViewInjector.self
    /// The injector of files.
    public var filesAttachmentInjector: AttachmentViewInjector.Type = FilesAttachmentViewInjector.self
    /// The injector of attachments of unknown types.
    public var unsupportedAttachmentInjector: AttachmentViewInjector.Type = UnsupportedAttachmentViewInjector.self
    /// The injector of voice recordings.
    public var voiceRecordingAttachmentInjector: AttachmentViewInjector.Type = VoiceRecordingAttachmentViewInjector.self
    /// The injector of several kinds at once (files with images, …).
    public var mixedAttachmentInjector: MixedAttachmentViewInjector.Type = MixedAttachmentViewInjector.self

    /// Where avatar and attachment images come from (set by the pipeline).
    public var imageLoader: ImageLoading?

    /// Manifest overrides by slot name (`avatarView`, `messageBubbleView`, …), applied after each view's lifecycle.
    public var viewOverrides: [String: ViewOverride] = [:]

    public init() {}

    /// The components views use when none is given: set it as in the SDK's guides, before any rendering starts
    /// (renders give their screens fresh `Components`; this one is only for views made outside a render).
    public static var `default`: Components {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }
    private static let shared = Mutex(Components())

    /// The SDK's defaults, from which the tables of flags and view slots are read.
    /// (Made once, on whichever thread asks first: the name tables below are read outside renders too.)
    nonisolated private static let defaults = assumeRenderIsolation { Components() }
    /// The flags (`Bool` properties) and view slots (view classes), read from the declarations above.
    nonisolated private static let named = assumeRenderIsolation { NamedProperties(of: defaults) }
    let namedBoxes = NamedBoxes()

    /// Every flag name, in declaration order, for manifests and validation.
    nonisolated public static let flagNames = named.names(of: Bool.self)

    /// A flag by name (nil for an unknown name; setting nil changes nothing).
    public subscript(flag name: String) -> Bool? {
        get { Self.named.value(name, as: Bool.self, in: self) }
        set { if let newValue { Self.named.set(name, to: newValue, in: self) } }
    }

    /// The slot names a manifest may customize, in declaration order.
    nonisolated public static let viewSlotNames = named.names(of: UIView.Type.self)

    /// The view class registered in a slot.
    public func viewType(forSlot slot: String) -> UIView.Type? {
        Self.named.value(slot, as: UIView.Type.self, in: self)
    }

    /// The properties a manifest may set on a slot's view and its named subviews (nil for an unknown slot).
    nonisolated public static func overridableProperties(forSlot slot: String) -> [String: OverrideValueKind]? {
        guard viewSlotNames.contains(slot) else { return nil }
        return OverridableProperties.all
    }

    /// The named subviews of a slot's default view (nil for an unknown slot).
    nonisolated public static func subviewNames(forSlot slot: String) -> [String]? {
        assumeRenderIsolation {
            guard let type = defaults.viewType(forSlot: slot) else { return nil }
            return (type as? any StreamView.Type)?.customizableSubviewNames ?? []
        }
    }
}
