import Foundation
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
