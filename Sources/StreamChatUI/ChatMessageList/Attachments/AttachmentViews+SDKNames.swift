import UIKit

// The SDK's nested names of attachment views chatshot declares at the top level, so
// `Components.fileAttachmentView: ChatMessageFileAttachmentListView.ItemView.Type` and the like read as in the SDK.

extension ChatMessageFileAttachmentListView {
    /// A file's row (chatshot's `ChatMessageFileAttachmentItemView`).
    public typealias ItemView = ChatMessageFileAttachmentItemView
}

extension ChatMessageVoiceRecordingAttachmentListView {
    /// A voice recording's row (chatshot's `ChatMessageVoiceRecordingItemView`).
    public typealias ItemView = ChatMessageVoiceRecordingItemView
}

extension ChatMessageGalleryView {
    /// An image's tile (chatshot's `ChatMessageGalleryItemView`).
    public typealias ImagePreview = ChatMessageGalleryItemView
}

extension ChatMessageGiphyView {
    /// The "GIPHY" badge (chatshot's `ChatMessageGiphyBadgeView`).
    public typealias GiphyBadge = ChatMessageGiphyBadgeView
}

extension ChatMessageInteractiveAttachmentView {
    /// A button of the giphy's actions (chatshot's `ChatMessageInteractiveAttachmentActionButton`).
    public typealias ActionButton = ChatMessageInteractiveAttachmentActionButton
}
