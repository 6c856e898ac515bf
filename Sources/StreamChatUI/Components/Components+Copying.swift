import Foundation

extension Components {
    /// Makes these components the same as `other`, slot by slot, flag by flag: how a render starts from the
    /// components an app's set-up left in `Components.default` when that is another instance (a set-up that
    /// assigns `Components.default = components`, or one that runs once, such as a `static let`'s initializer).
    public func copy(from other: Components) {
        guard other !== self else { return }
        for property in Self.storedProperties { property.copy(self, other) }
    }

    /// Every stored property by name, with how to copy it (`ComponentsCopyTests` checks that none is missing).
    static let storedProperties: [(name: String, copy: @MainActor (Components, Components) -> Void)] = [
        (
            "messageListDateSeparatorEnabled",
            { $0.messageListDateSeparatorEnabled = $1.messageListDateSeparatorEnabled }
        ),
        ("messageListDateOverlayEnabled", { $0.messageListDateOverlayEnabled = $1.messageListDateOverlayEnabled }),
        ("threadRepliesCounterEnabled", { $0.threadRepliesCounterEnabled = $1.threadRepliesCounterEnabled }),
        (
            "threadRendersParentMessageEnabled",
            { $0.threadRendersParentMessageEnabled = $1.threadRendersParentMessageEnabled }
        ),
        (
            "isUnreadMessagesSeparatorEnabled",
            { $0.isUnreadMessagesSeparatorEnabled = $1.isUnreadMessagesSeparatorEnabled }
        ),
        ("isJumpToUnreadEnabled", { $0.isJumpToUnreadEnabled = $1.isJumpToUnreadEnabled }),
        ("isMessageEditedLabelEnabled", { $0.isMessageEditedLabelEnabled = $1.isMessageEditedLabelEnabled }),
        ("messageSwipeToReplyEnabled", { $0.messageSwipeToReplyEnabled = $1.messageSwipeToReplyEnabled }),
        ("shouldMessagesStartAtTheTop", { $0.shouldMessagesStartAtTheTop = $1.shouldMessagesStartAtTheTop }),
        ("isVoiceRecordingEnabled", { $0.isVoiceRecordingEnabled = $1.isVoiceRecordingEnabled }),
        ("isComposerLinkPreviewEnabled", { $0.isComposerLinkPreviewEnabled = $1.isComposerLinkPreviewEnabled }),
        ("mentionAllAppUsers", { $0.mentionAllAppUsers = $1.mentionAllAppUsers }),
        ("isChatChannelListStatesEnabled", { $0.isChatChannelListStatesEnabled = $1.isChatChannelListStatesEnabled }),
        ("isTypingIndicatorEnabled", { $0.isTypingIndicatorEnabled = $1.isTypingIndicatorEnabled }),
        ("isAvatarInitialsEnabled", { $0.isAvatarInitialsEnabled = $1.isAvatarInitialsEnabled }),
        ("messageAutoTranslationEnabled", { $0.messageAutoTranslationEnabled = $1.messageAutoTranslationEnabled }),
        ("isBlockingUsersEnabled", { $0.isBlockingUsersEnabled = $1.isBlockingUsersEnabled }),
        ("avatarView", { $0.avatarView = $1.avatarView }),
        ("messageBubbleView", { $0.messageBubbleView = $1.messageBubbleView }),
        ("messageContentView", { $0.messageContentView = $1.messageContentView }),
        ("quotedMessageView", { $0.quotedMessageView = $1.quotedMessageView }),
        ("messageListDateSeparatorView", { $0.messageListDateSeparatorView = $1.messageListDateSeparatorView }),
        (
            "threadRepliesCounterDecorationView",
            { $0.threadRepliesCounterDecorationView = $1.threadRepliesCounterDecorationView }
        ),
        (
            "unreadMessagesCounterDecorationView",
            { $0.unreadMessagesCounterDecorationView = $1.unreadMessagesCounterDecorationView }
        ),
        ("channelHeaderView", { $0.channelHeaderView = $1.channelHeaderView }),
        ("messageComposerView", { $0.messageComposerView = $1.messageComposerView }),
        ("messageComposerVC", { $0.messageComposerVC = $1.messageComposerVC }),
        ("channelContentView", { $0.channelContentView = $1.channelContentView }),
        ("channelAvatarView", { $0.channelAvatarView = $1.channelAvatarView }),
        ("channelUnreadCountView", { $0.channelUnreadCountView = $1.channelUnreadCountView }),
        ("suggestionsVC", { $0.suggestionsVC = $1.suggestionsVC }),
        ("channelListErrorView", { $0.channelListErrorView = $1.channelListErrorView }),
        ("channelListLoadingView", { $0.channelListLoadingView = $1.channelListLoadingView }),
        (
            "channelListLoadingContentViewCell",
            { $0.channelListLoadingContentViewCell = $1.channelListLoadingContentViewCell }
        ),
        ("threadListItemView", { $0.threadListItemView = $1.threadListItemView }),
        ("threadUnreadCountView", { $0.threadUnreadCountView = $1.threadUnreadCountView }),
        ("threadListHeaderBannerView", { $0.threadListHeaderBannerView = $1.threadListHeaderBannerView }),
        ("threadListEmptyView", { $0.threadListEmptyView = $1.threadListEmptyView }),
        ("threadListErrorView", { $0.threadListErrorView = $1.threadListErrorView }),
        ("threadListLoadingView", { $0.threadListLoadingView = $1.threadListLoadingView }),
        ("suggestionsMentionView", { $0.suggestionsMentionView = $1.suggestionsMentionView }),
        ("suggestionsCommandView", { $0.suggestionsCommandView = $1.suggestionsCommandView }),
        ("scrollToBottomButton", { $0.scrollToBottomButton = $1.scrollToBottomButton }),
        ("messageListUnreadCountView", { $0.messageListUnreadCountView = $1.messageListUnreadCountView }),
        ("jumpToUnreadMessagesButton", { $0.jumpToUnreadMessagesButton = $1.jumpToUnreadMessagesButton }),
        ("cooldownView", { $0.cooldownView = $1.cooldownView }),
        ("composerLinkPreviewView", { $0.composerLinkPreviewView = $1.composerLinkPreviewView }),
        ("voiceRecordingViewController", { $0.voiceRecordingViewController = $1.voiceRecordingViewController }),
        ("pollAttachmentView", { $0.pollAttachmentView = $1.pollAttachmentView }),
        ("pollAttachmentOptionListView", { $0.pollAttachmentOptionListView = $1.pollAttachmentOptionListView }),
        (
            "pollAttachmentOptionListItemView",
            { $0.pollAttachmentOptionListItemView = $1.pollAttachmentOptionListItemView }
        ),
        ("giphyView", { $0.giphyView = $1.giphyView }),
        ("giphyActionButton", { $0.giphyActionButton = $1.giphyActionButton }),
        ("imageUploadingOverlay", { $0.imageUploadingOverlay = $1.imageUploadingOverlay }),
        ("messagePopupVC", { $0.messagePopupVC = $1.messagePopupVC }),
        ("messageActionsVC", { $0.messageActionsVC = $1.messageActionsVC }),
        ("reactionPickerVC", { $0.reactionPickerVC = $1.reactionPickerVC }),
        ("reactionAuthorsVC", { $0.reactionAuthorsVC = $1.reactionAuthorsVC }),
        ("reactionAuthorCell", { $0.reactionAuthorCell = $1.reactionAuthorCell }),
        ("messageListVC", { $0.messageListVC = $1.messageListVC }),
        ("channelVC", { $0.channelVC = $1.channelVC }),
        ("threadVC", { $0.threadVC = $1.threadVC }),
        ("channelListLayout", { $0.channelListLayout = $1.channelListLayout }),
        ("channelCell", { $0.channelCell = $1.channelCell }),
        ("channelCellSeparator", { $0.channelCellSeparator = $1.channelCellSeparator }),
        ("reactionsSorting", { $0.reactionsSorting = $1.reactionsSorting }),
        ("isDraftMessagesEnabled", { $0.isDraftMessagesEnabled = $1.isDraftMessagesEnabled }),
        ("inputTextView", { $0.inputTextView = $1.inputTextView }),
        ("channelListRouter", { $0.channelListRouter = $1.channelListRouter }),
        ("threadListRouter", { $0.threadListRouter = $1.threadListRouter }),
        ("userAvatarView", { $0.userAvatarView = $1.userAvatarView }),
        ("currentUserAvatarView", { $0.currentUserAvatarView = $1.currentUserAvatarView }),
        ("titleContainerView", { $0.titleContainerView = $1.titleContainerView }),
        ("onlineIndicatorView", { $0.onlineIndicatorView = $1.onlineIndicatorView }),
        ("avatarThumbnailSize", { $0.avatarThumbnailSize = $1.avatarThumbnailSize }),
        ("presenceAvatarView", { $0.presenceAvatarView = $1.presenceAvatarView }),
        ("typingIndicatorView", { $0.typingIndicatorView = $1.typingIndicatorView }),
        ("typingAnimationView", { $0.typingAnimationView = $1.typingAnimationView }),
        ("commandLabelView", { $0.commandLabelView = $1.commandLabelView }),
        ("inputMessageView", { $0.inputMessageView = $1.inputMessageView }),
        ("sendButton", { $0.sendButton = $1.sendButton }),
        ("recordButton", { $0.recordButton = $1.recordButton }),
        ("confirmButton", { $0.confirmButton = $1.confirmButton }),
        ("attachmentButton", { $0.attachmentButton = $1.attachmentButton }),
        (
            "attachmentPreviewViewPlaceholder",
            { $0.attachmentPreviewViewPlaceholder = $1.attachmentPreviewViewPlaceholder }
        ),
        ("commandsButton", { $0.commandsButton = $1.commandsButton }),
        ("shrinkInputButton", { $0.shrinkInputButton = $1.shrinkInputButton }),
        ("closeButton", { $0.closeButton = $1.closeButton }),
        ("shareButton", { $0.shareButton = $1.shareButton }),
        ("checkmarkControl", { $0.checkmarkControl = $1.checkmarkControl }),
        ("loadingIndicator", { $0.loadingIndicator = $1.loadingIndicator }),
        ("mediaLoader", { $0.mediaLoader = $1.mediaLoader }),
        ("imageProcessor", { $0.imageProcessor = $1.imageProcessor }),
        ("maxAttachmentSize", { $0.maxAttachmentSize = $1.maxAttachmentSize }),
        ("gradientView", { $0.gradientView = $1.gradientView }),
        ("playerView", { $0.playerView = $1.playerView }),
        ("messagesCountDecorationView", { $0.messagesCountDecorationView = $1.messagesCountDecorationView }),
        ("badgeView", { $0.badgeView = $1.badgeView }),
        (
            "messageActionsTransitionController",
            { $0.messageActionsTransitionController = $1.messageActionsTransitionController }
        ),
        ("messageListView", { $0.messageListView = $1.messageListView }),
        ("isMessageListAnimationsEnabled", { $0.isMessageListAnimationsEnabled = $1.isMessageListAnimationsEnabled }),
        (
            "shouldAnimateJumpToMessageWhenOpeningChannel",
            { $0.shouldAnimateJumpToMessageWhenOpeningChannel = $1.shouldAnimateJumpToMessageWhenOpeningChannel }
        ),
        (
            "shouldJumpToUnreadWhenOpeningChannel",
            { $0.shouldJumpToUnreadWhenOpeningChannel = $1.shouldJumpToUnreadWhenOpeningChannel }
        ),
        ("messageListScrollOverlayView", { $0.messageListScrollOverlayView = $1.messageListScrollOverlayView }),
        ("filePreviewVC", { $0.filePreviewVC = $1.filePreviewVC }),
        ("galleryVC", { $0.galleryVC = $1.galleryVC }),
        ("videoPlaybackControlView", { $0.videoPlaybackControlView = $1.videoPlaybackControlView }),
        ("imageAttachmentMaxPixels", { $0.imageAttachmentMaxPixels = $1.imageAttachmentMaxPixels }),
        ("attachmentActionButton", { $0.attachmentActionButton = $1.attachmentActionButton }),
        ("messageErrorIndicator", { $0.messageErrorIndicator = $1.messageErrorIndicator }),
        ("fileAttachmentListView", { $0.fileAttachmentListView = $1.fileAttachmentListView }),
        (
            "voiceRecordingAttachmentListView",
            { $0.voiceRecordingAttachmentListView = $1.voiceRecordingAttachmentListView }
        ),
        ("fileAttachmentView", { $0.fileAttachmentView = $1.fileAttachmentView }),
        ("voiceRecordingAttachmentView", { $0.voiceRecordingAttachmentView = $1.voiceRecordingAttachmentView }),
        ("linkPreviewView", { $0.linkPreviewView = $1.linkPreviewView }),
        ("galleryView", { $0.galleryView = $1.galleryView }),
        ("imageAttachmentGalleryPreview", { $0.imageAttachmentGalleryPreview = $1.imageAttachmentGalleryPreview }),
        ("imageAttachmentGalleryCell", { $0.imageAttachmentGalleryCell = $1.imageAttachmentGalleryCell }),
        ("videoAttachmentGalleryCell", { $0.videoAttachmentGalleryCell = $1.videoAttachmentGalleryCell }),
        ("videoAttachmentGalleryPreview", { $0.videoAttachmentGalleryPreview = $1.videoAttachmentGalleryPreview }),
        (
            "voiceRecordingAttachmentComposerPreview",
            { $0.voiceRecordingAttachmentComposerPreview = $1.voiceRecordingAttachmentComposerPreview }
        ),
        (
            "voiceRecordingAttachmentQuotedPreview",
            { $0.voiceRecordingAttachmentQuotedPreview = $1.voiceRecordingAttachmentQuotedPreview }
        ),
        ("giphyAttachmentView", { $0.giphyAttachmentView = $1.giphyAttachmentView }),
        ("giphyBadgeView", { $0.giphyBadgeView = $1.giphyBadgeView }),
        ("messageDeliveryStatusView", { $0.messageDeliveryStatusView = $1.messageDeliveryStatusView }),
        (
            "messageDeliveryStatusCheckmarkView",
            { $0.messageDeliveryStatusCheckmarkView = $1.messageDeliveryStatusCheckmarkView }
        ),
        ("messageHeaderDecorationView", { $0.messageHeaderDecorationView = $1.messageHeaderDecorationView }),
        (
            "isDownloadFileAttachmentsEnabled",
            { $0.isDownloadFileAttachmentsEnabled = $1.isDownloadFileAttachmentsEnabled }
        ),
        ("pollResultsVC", { $0.pollResultsVC = $1.pollResultsVC }),
        ("pollResultsTableHeaderView", { $0.pollResultsTableHeaderView = $1.pollResultsTableHeaderView }),
        ("pollResultsSectionHeaderView", { $0.pollResultsSectionHeaderView = $1.pollResultsSectionHeaderView }),
        ("pollResultsSectionFooterView", { $0.pollResultsSectionFooterView = $1.pollResultsSectionFooterView }),
        ("pollResultsVoteItemCell", { $0.pollResultsVoteItemCell = $1.pollResultsVoteItemCell }),
        ("pollResultsVoteItemView", { $0.pollResultsVoteItemView = $1.pollResultsVoteItemView }),
        ("pollResultsVoteListVC", { $0.pollResultsVoteListVC = $1.pollResultsVoteListVC }),
        ("pollCommentListVC", { $0.pollCommentListVC = $1.pollCommentListVC }),
        (
            "pollCommentListSectionHeaderView",
            { $0.pollCommentListSectionHeaderView = $1.pollCommentListSectionHeaderView }
        ),
        ("pollCommentListTableFooterView", { $0.pollCommentListTableFooterView = $1.pollCommentListTableFooterView }),
        ("pollCommentListItemCell", { $0.pollCommentListItemCell = $1.pollCommentListItemCell }),
        ("pollCommentListItemView", { $0.pollCommentListItemView = $1.pollCommentListItemView }),
        ("pollsConfig", { $0.pollsConfig = $1.pollsConfig }),
        ("pollCreationVC", { $0.pollCreationVC = $1.pollCreationVC }),
        ("pollCreationNameCell", { $0.pollCreationNameCell = $1.pollCreationNameCell }),
        ("pollCreationOptionCell", { $0.pollCreationOptionCell = $1.pollCreationOptionCell }),
        ("pollCreationFeatureCell", { $0.pollCreationFeatureCell = $1.pollCreationFeatureCell }),
        (
            "pollCreationMultipleVotesFeatureCell",
            { $0.pollCreationMultipleVotesFeatureCell = $1.pollCreationMultipleVotesFeatureCell }
        ),
        ("pollCreationSectionHeaderView", { $0.pollCreationSectionHeaderView = $1.pollCreationSectionHeaderView }),
        ("pollCreationTextFieldView", { $0.pollCreationTextFieldView = $1.pollCreationTextFieldView }),
        ("pollCreationFeatureSwitchView", { $0.pollCreationFeatureSwitchView = $1.pollCreationFeatureSwitchView }),
        ("pollAllOptionsListVC", { $0.pollAllOptionsListVC = $1.pollAllOptionsListVC }),
        ("pollAllOptionsListItemCell", { $0.pollAllOptionsListItemCell = $1.pollAllOptionsListItemCell }),
        ("reactionPickerBubbleView", { $0.reactionPickerBubbleView = $1.reactionPickerBubbleView }),
        ("reactionPickerReactionsView", { $0.reactionPickerReactionsView = $1.reactionPickerReactionsView }),
        ("reactionPickerReactionItemView", { $0.reactionPickerReactionItemView = $1.reactionPickerReactionItemView }),
        ("messageReactionsBubbleView", { $0.messageReactionsBubbleView = $1.messageReactionsBubbleView }),
        ("messageReactionsView", { $0.messageReactionsView = $1.messageReactionsView }),
        ("messageReactionItemView", { $0.messageReactionItemView = $1.messageReactionItemView }),
        ("isUniqueReactionsEnabled", { $0.isUniqueReactionsEnabled = $1.isUniqueReactionsEnabled }),
        ("isReactionPushEmojisEnabled", { $0.isReactionPushEmojisEnabled = $1.isReactionPushEmojisEnabled }),
        ("threadListItemCell", { $0.threadListItemCell = $1.threadListItemCell }),
        ("threadHeaderView", { $0.threadHeaderView = $1.threadHeaderView }),
        ("threadRepliesStartFromOldest", { $0.threadRepliesStartFromOldest = $1.threadRepliesStartFromOldest }),
        ("channelActionsView", { $0.channelActionsView = $1.channelActionsView }),
        ("channelListEmptyView", { $0.channelListEmptyView = $1.channelListEmptyView }),
        ("channelListLoadingViewCell", { $0.channelListLoadingViewCell = $1.channelListLoadingViewCell }),
        ("channelListSearchStrategy", { $0.channelListSearchStrategy = $1.channelListSearchStrategy }),
        ("messageComposerAttachmentsVC", { $0.messageComposerAttachmentsVC = $1.messageComposerAttachmentsVC }),
        ("messageComposerAttachmentCell", { $0.messageComposerAttachmentCell = $1.messageComposerAttachmentCell }),
        (
            "messageComposerFileAttachmentView",
            { $0.messageComposerFileAttachmentView = $1.messageComposerFileAttachmentView }
        ),
        ("imageAttachmentComposerPreview", { $0.imageAttachmentComposerPreview = $1.imageAttachmentComposerPreview }),
        ("videoAttachmentComposerPreview", { $0.videoAttachmentComposerPreview = $1.videoAttachmentComposerPreview }),
        ("suggestionsCollectionView", { $0.suggestionsCollectionView = $1.suggestionsCollectionView }),
        (
            "suggestionsMentionCollectionViewCell",
            { $0.suggestionsMentionCollectionViewCell = $1.suggestionsMentionCollectionViewCell }
        ),
        (
            "suggestionsCommandCollectionViewCell",
            { $0.suggestionsCommandCollectionViewCell = $1.suggestionsCommandCollectionViewCell }
        ),
        (
            "suggestionsCollectionViewLayout",
            { $0.suggestionsCollectionViewLayout = $1.suggestionsCollectionViewLayout }
        ),
        ("suggestionsHeaderReusableView", { $0.suggestionsHeaderReusableView = $1.suggestionsHeaderReusableView }),
        ("suggestionsHeaderView", { $0.suggestionsHeaderView = $1.suggestionsHeaderView }),
        (
            "isVoiceRecordingConfirmationRequiredEnabled",
            { $0.isVoiceRecordingConfirmationRequiredEnabled = $1.isVoiceRecordingConfirmationRequiredEnabled }
        ),
        ("audioPlayer", { $0.audioPlayer = $1.audioPlayer }),
        ("audioRecorder", { $0.audioRecorder = $1.audioRecorder }),
        ("audioSessionFeedbackGenerator", { $0.audioSessionFeedbackGenerator = $1.audioSessionFeedbackGenerator }),
        (
            "audioQueuePlayerNextItemProvider",
            { $0.audioQueuePlayerNextItemProvider = $1.audioQueuePlayerNextItemProvider }
        ),
        ("navigationVC", { $0.navigationVC = $1.navigationVC }),
        ("messageListRouter", { $0.messageListRouter = $1.messageListRouter }),
        ("alertsRouter", { $0.alertsRouter = $1.alertsRouter }),
        ("messageLayoutOptionsResolver", { $0.messageLayoutOptionsResolver = $1.messageLayoutOptionsResolver }),
        ("attachmentViewCatalog", { $0.attachmentViewCatalog = $1.attachmentViewCatalog }),
        ("galleryAttachmentInjector", { $0.galleryAttachmentInjector = $1.galleryAttachmentInjector }),
        ("linkAttachmentInjector", { $0.linkAttachmentInjector = $1.linkAttachmentInjector }),
        ("giphyAttachmentInjector", { $0.giphyAttachmentInjector = $1.giphyAttachmentInjector }),
        ("filesAttachmentInjector", { $0.filesAttachmentInjector = $1.filesAttachmentInjector }),
        ("unsupportedAttachmentInjector", { $0.unsupportedAttachmentInjector = $1.unsupportedAttachmentInjector }),
        (
            "voiceRecordingAttachmentInjector",
            { $0.voiceRecordingAttachmentInjector = $1.voiceRecordingAttachmentInjector }
        ),
        ("mixedAttachmentInjector", { $0.mixedAttachmentInjector = $1.mixedAttachmentInjector }),
        ("imageLoader", { $0.imageLoader = $1.imageLoader }),
        ("viewOverrides", { $0.viewOverrides = $1.viewOverrides })
    ]
}
