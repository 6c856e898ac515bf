import UIKit
import Foundation
import Synchronization

/// The SDK's `Components`: which view class fills each slot, feature flags, and the layout options resolver.
/// `Components.default` is what views use unless given another; register subclasses exactly as the guides do
/// (`Components.default.avatarView = RectAvatarView.self`).
public final class Components: @unchecked Sendable {
    // MARK: Flags (SDK defaults)
    public var messageListDateSeparatorEnabled = false
    public var messageListDateOverlayEnabled = true
    public var threadRepliesCounterEnabled = true
    public var threadRendersParentMessageEnabled = true
    public var isUnreadMessagesSeparatorEnabled = true
    public var isJumpToUnreadEnabled = false
    public var isMessageEditedLabelEnabled = false
    public var messageSwipeToReplyEnabled = false
    public var shouldMessagesStartAtTheTop = false
    public var isVoiceRecordingEnabled = false
    /// A preview of the draft's first link above the composer's input (and its links highlighted).
    public var isComposerLinkPreviewEnabled = false
    public var mentionAllAppUsers = false
    public var isChatChannelListStatesEnabled = false
    public var isTypingIndicatorEnabled = true
    /// chatshot: avatars without an image show the user's initials (the SDK's placeholder); false draws the
    /// person glyph for everyone.
    public var isAvatarInitialsEnabled = true
    /// The long-press menu offers Block / Unblock User (SDK default false).
    public var isBlockingUsersEnabled = false
    /// Show messages in the current user's language when a translation exists ("Translated to …").
    public var messageAutoTranslationEnabled = false

    /// Every flag name, for manifests and validation.
    public static let flagNames = [
        "messageListDateSeparatorEnabled", "messageListDateOverlayEnabled", "threadRepliesCounterEnabled",
        "threadRendersParentMessageEnabled", "isUnreadMessagesSeparatorEnabled", "isJumpToUnreadEnabled",
        "isMessageEditedLabelEnabled", "messageSwipeToReplyEnabled", "shouldMessagesStartAtTheTop",
        "isVoiceRecordingEnabled", "isComposerLinkPreviewEnabled", "mentionAllAppUsers", "isChatChannelListStatesEnabled", "isTypingIndicatorEnabled",
        "isAvatarInitialsEnabled", "messageAutoTranslationEnabled", "isBlockingUsersEnabled",
    ]

    /// A flag by name (nil for an unknown name).
    public subscript(flag name: String) -> Bool? {
        get {
            switch name {
            case "messageListDateSeparatorEnabled": return messageListDateSeparatorEnabled
            case "messageListDateOverlayEnabled": return messageListDateOverlayEnabled
            case "threadRepliesCounterEnabled": return threadRepliesCounterEnabled
            case "threadRendersParentMessageEnabled": return threadRendersParentMessageEnabled
            case "isUnreadMessagesSeparatorEnabled": return isUnreadMessagesSeparatorEnabled
            case "isJumpToUnreadEnabled": return isJumpToUnreadEnabled
            case "isMessageEditedLabelEnabled": return isMessageEditedLabelEnabled
            case "messageSwipeToReplyEnabled": return messageSwipeToReplyEnabled
            case "shouldMessagesStartAtTheTop": return shouldMessagesStartAtTheTop
            case "isVoiceRecordingEnabled": return isVoiceRecordingEnabled
            case "isComposerLinkPreviewEnabled": return isComposerLinkPreviewEnabled
            case "mentionAllAppUsers": return mentionAllAppUsers
            case "isChatChannelListStatesEnabled": return isChatChannelListStatesEnabled
            case "isTypingIndicatorEnabled": return isTypingIndicatorEnabled
            case "isAvatarInitialsEnabled": return isAvatarInitialsEnabled
            case "messageAutoTranslationEnabled": return messageAutoTranslationEnabled
            case "isBlockingUsersEnabled": return isBlockingUsersEnabled
            default: return nil
            }
        }
        set {
            guard let v = newValue else { return }
            switch name {
            case "messageListDateSeparatorEnabled": messageListDateSeparatorEnabled = v
            case "messageListDateOverlayEnabled": messageListDateOverlayEnabled = v
            case "threadRepliesCounterEnabled": threadRepliesCounterEnabled = v
            case "threadRendersParentMessageEnabled": threadRendersParentMessageEnabled = v
            case "isUnreadMessagesSeparatorEnabled": isUnreadMessagesSeparatorEnabled = v
            case "isJumpToUnreadEnabled": isJumpToUnreadEnabled = v
            case "isMessageEditedLabelEnabled": isMessageEditedLabelEnabled = v
            case "messageSwipeToReplyEnabled": messageSwipeToReplyEnabled = v
            case "shouldMessagesStartAtTheTop": shouldMessagesStartAtTheTop = v
            case "isVoiceRecordingEnabled": isVoiceRecordingEnabled = v
            case "isComposerLinkPreviewEnabled": isComposerLinkPreviewEnabled = v
            case "mentionAllAppUsers": mentionAllAppUsers = v
            case "isChatChannelListStatesEnabled": isChatChannelListStatesEnabled = v
            case "isTypingIndicatorEnabled": isTypingIndicatorEnabled = v
            case "isAvatarInitialsEnabled": isAvatarInitialsEnabled = v
            case "messageAutoTranslationEnabled": messageAutoTranslationEnabled = v
            case "isBlockingUsersEnabled": isBlockingUsersEnabled = v
            default: break
            }
        }
    }

    // MARK: View slots
    public var avatarView: ChatAvatarView.Type = ChatAvatarView.self
    public var messageBubbleView: ChatMessageBubbleView.Type = ChatMessageBubbleView.self
    public var messageContentView: ChatMessageContentView.Type = ChatMessageContentView.self
    public var messageListDateSeparatorView: ChatMessageListDateSeparatorView.Type = ChatMessageListDateSeparatorView.self
    public var threadRepliesCounterDecorationView: ChatThreadRepliesCountDecorationView.Type = ChatThreadRepliesCountDecorationView.self
    public var unreadMessagesCounterDecorationView: ChatUnreadMessagesCountDecorationView.Type = ChatUnreadMessagesCountDecorationView.self
    public var channelHeaderView: ChatChannelHeaderView.Type = ChatChannelHeaderView.self
    public var messageComposerView: ComposerView.Type = ComposerView.self
    public var messageComposerVC: ComposerVC.Type = ComposerVC.self
    public var channelContentView: ChatChannelListItemView.Type = ChatChannelListItemView.self
    public var channelAvatarView: ChatChannelAvatarView.Type = ChatChannelAvatarView.self
    public var channelUnreadCountView: ChatChannelUnreadCountView.Type = ChatChannelUnreadCountView.self
    public var channelListErrorView: ChatChannelListErrorView.Type = ChatChannelListErrorView.self
    public var channelListLoadingView: ChatChannelListLoadingView.Type = ChatChannelListLoadingView.self
    public var channelListLoadingContentViewCell: ChatChannelListLoadingViewCellContentView.Type = ChatChannelListLoadingViewCellContentView.self
    public var threadListItemView: ChatThreadListItemView.Type = ChatThreadListItemView.self
    public var threadUnreadCountView: ChatThreadUnreadCountView.Type = ChatThreadUnreadCountView.self
    public var threadListHeaderBannerView: ChatThreadListHeaderBannerView.Type = ChatThreadListHeaderBannerView.self
    public var threadListEmptyView: ChatThreadListEmptyView.Type = ChatThreadListEmptyView.self
    public var threadListErrorView: ChatThreadListErrorView.Type = ChatThreadListErrorView.self
    public var threadListLoadingView: ChatThreadListLoadingView.Type = ChatThreadListLoadingView.self
    public var suggestionsVC: ChatSuggestionsVC.Type = ChatSuggestionsVC.self
    public var suggestionsMentionView: ChatMentionSuggestionView.Type = ChatMentionSuggestionView.self
    public var suggestionsCommandView: ChatCommandSuggestionView.Type = ChatCommandSuggestionView.self
    public var scrollToBottomButton: ScrollToBottomButton.Type = ScrollToBottomButton.self
    public var messageListUnreadCountView: ChatMessageListUnreadCountView.Type = ChatMessageListUnreadCountView.self
    public var jumpToUnreadMessagesButton: JumpToUnreadMessagesButton.Type = JumpToUnreadMessagesButton.self
    public var cooldownView: CooldownView.Type = CooldownView.self
    public var composerLinkPreviewView: ComposerLinkPreviewView.Type = ComposerLinkPreviewView.self
    public var voiceRecordingViewController: VoiceRecordingVC.Type = VoiceRecordingVC.self
    public var pollAttachmentView: PollAttachmentView.Type = PollAttachmentView.self
    public var pollAttachmentOptionListView: PollAttachmentOptionListView.Type = PollAttachmentOptionListView.self
    public var pollAttachmentOptionListItemView: PollAttachmentOptionListItemView.Type = PollAttachmentOptionListItemView.self
    public var giphyView: ChatMessageGiphyView.Type = ChatMessageGiphyView.self
    public var giphyActionButton: ChatMessageInteractiveAttachmentActionButton.Type = ChatMessageInteractiveAttachmentActionButton.self
    public var imageUploadingOverlay: UploadingOverlayView.Type = UploadingOverlayView.self
    public var messagePopupVC: ChatMessagePopupVC.Type = ChatMessagePopupVC.self
    public var messageActionsVC: ChatMessageActionsVC.Type = ChatMessageActionsVC.self
    public var reactionPickerVC: ChatMessageReactionsPickerVC.Type = ChatMessageReactionsPickerVC.self
    public var reactionAuthorsVC: ChatMessageReactionAuthorsVC.Type = ChatMessageReactionAuthorsVC.self
    public var reactionAuthorCell: ChatMessageReactionAuthorViewCell.Type = ChatMessageReactionAuthorViewCell.self

    public var messageLayoutOptionsResolver = ChatMessageLayoutOptionsResolver()

    /// Chooses the attachment views of each message.
    public var attachmentViewCatalog = AttachmentViewCatalog()

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

    /// The slot names a manifest may customize.
    public static var viewSlotNames: [String] { slotTypes.map(\.slot) }

    /// The view class registered in a slot.
    public func viewType(forSlot slot: String) -> UIView.Type? {
        switch slot {
        case "avatarView": return avatarView
        case "messageBubbleView": return messageBubbleView
        case "messageContentView": return messageContentView
        case "messageListDateSeparatorView": return messageListDateSeparatorView
        case "threadRepliesCounterDecorationView": return threadRepliesCounterDecorationView
        case "unreadMessagesCounterDecorationView": return unreadMessagesCounterDecorationView
        case "channelHeaderView": return channelHeaderView
        case "messageComposerView": return messageComposerView
        case "messageComposerVC": return messageComposerVC
        case "channelContentView": return channelContentView
        case "channelAvatarView": return channelAvatarView
        case "channelUnreadCountView": return channelUnreadCountView
        case "channelListErrorView": return channelListErrorView
        case "channelListLoadingView": return channelListLoadingView
        case "channelListLoadingContentViewCell": return channelListLoadingContentViewCell
        case "threadListItemView": return threadListItemView
        case "threadUnreadCountView": return threadUnreadCountView
        case "threadListHeaderBannerView": return threadListHeaderBannerView
        case "threadListEmptyView": return threadListEmptyView
        case "threadListErrorView": return threadListErrorView
        case "threadListLoadingView": return threadListLoadingView
        case "suggestionsVC": return suggestionsVC
        case "suggestionsMentionView": return suggestionsMentionView
        case "suggestionsCommandView": return suggestionsCommandView
        case "scrollToBottomButton": return scrollToBottomButton
        case "messageListUnreadCountView": return messageListUnreadCountView
        case "jumpToUnreadMessagesButton": return jumpToUnreadMessagesButton
        case "cooldownView": return cooldownView
        case "composerLinkPreviewView": return composerLinkPreviewView
        case "voiceRecordingViewController": return voiceRecordingViewController
        case "pollAttachmentView": return pollAttachmentView
        case "pollAttachmentOptionListView": return pollAttachmentOptionListView
        case "pollAttachmentOptionListItemView": return pollAttachmentOptionListItemView
        case "giphyView": return giphyView
        case "giphyActionButton": return giphyActionButton
        case "imageUploadingOverlay": return imageUploadingOverlay
        case "messagePopupVC": return messagePopupVC
        case "messageActionsVC": return messageActionsVC
        case "reactionPickerVC": return reactionPickerVC
        case "reactionAuthorsVC": return reactionAuthorsVC
        case "reactionAuthorCell": return reactionAuthorCell
        default: return nil
        }
    }

    static let slotTypes: [(slot: String, type: UIView.Type)] = [
        ("avatarView", ChatAvatarView.self), ("messageBubbleView", ChatMessageBubbleView.self),
        ("messageContentView", ChatMessageContentView.self), ("messageListDateSeparatorView", ChatMessageListDateSeparatorView.self),
        ("threadRepliesCounterDecorationView", ChatThreadRepliesCountDecorationView.self),
        ("unreadMessagesCounterDecorationView", ChatUnreadMessagesCountDecorationView.self),
        ("channelHeaderView", ChatChannelHeaderView.self), ("messageComposerView", ComposerView.self),
        ("messageComposerVC", ComposerVC.self),
        ("channelContentView", ChatChannelListItemView.self), ("channelAvatarView", ChatChannelAvatarView.self),
        ("channelUnreadCountView", ChatChannelUnreadCountView.self), ("suggestionsVC", ChatSuggestionsVC.self),
        ("channelListErrorView", ChatChannelListErrorView.self), ("channelListLoadingView", ChatChannelListLoadingView.self),
        ("channelListLoadingContentViewCell", ChatChannelListLoadingViewCellContentView.self),
        ("threadListItemView", ChatThreadListItemView.self), ("threadUnreadCountView", ChatThreadUnreadCountView.self),
        ("threadListHeaderBannerView", ChatThreadListHeaderBannerView.self), ("threadListEmptyView", ChatThreadListEmptyView.self),
        ("threadListErrorView", ChatThreadListErrorView.self), ("threadListLoadingView", ChatThreadListLoadingView.self),
        ("suggestionsMentionView", ChatMentionSuggestionView.self), ("suggestionsCommandView", ChatCommandSuggestionView.self),
        ("scrollToBottomButton", ScrollToBottomButton.self), ("messageListUnreadCountView", ChatMessageListUnreadCountView.self),
        ("jumpToUnreadMessagesButton", JumpToUnreadMessagesButton.self), ("cooldownView", CooldownView.self),
        ("composerLinkPreviewView", ComposerLinkPreviewView.self), ("voiceRecordingViewController", VoiceRecordingVC.self),
        ("pollAttachmentView", PollAttachmentView.self), ("pollAttachmentOptionListView", PollAttachmentOptionListView.self),
        ("pollAttachmentOptionListItemView", PollAttachmentOptionListItemView.self), ("giphyView", ChatMessageGiphyView.self),
        ("giphyActionButton", ChatMessageInteractiveAttachmentActionButton.self), ("imageUploadingOverlay", UploadingOverlayView.self),
        ("messagePopupVC", ChatMessagePopupVC.self), ("messageActionsVC", ChatMessageActionsVC.self),
        ("reactionPickerVC", ChatMessageReactionsPickerVC.self), ("reactionAuthorsVC", ChatMessageReactionAuthorsVC.self),
        ("reactionAuthorCell", ChatMessageReactionAuthorViewCell.self),
    ]

    /// The properties a manifest may set on a slot's view and its named subviews (nil for an unknown slot).
    public static func overridableProperties(forSlot slot: String) -> [String: OverrideValueKind]? {
        guard slotTypes.contains(where: { $0.slot == slot }) else { return nil }
        return OverridableProperties.all
    }

    /// The named subviews of a slot's default view (nil for an unknown slot).
    public static func subviewNames(forSlot slot: String) -> [String]? {
        guard let type = slotTypes.first(where: { $0.slot == slot })?.type else { return nil }
        return (type as? any StreamView.Type)?.customizableSubviewNames ?? []
    }
}
