import StreamChat
import UIKit

/// The files of a message, one row each (the SDK's `ChatMessageFileAttachmentListView`): a vertical list with
/// 4-pt margins and 4-pt spacing.
open class ChatMessageFileAttachmentListView: AttachmentListView {
    /// One row's content.
    public struct Item: Sendable {
        public var title: String
        /// The second line ("1.2 MB"); nil hides it.
        public var subtitle: String?
        /// The `Appearance.images` name of the file-type icon.
        public var iconName: String
        /// The upload of a message not yet sent: a spinner, or the retry icon when it failed, at the trailing edge.
        public var uploadingState: LocalAttachmentState?
        public init(title: String, subtitle: String?, iconName: String, uploadingState: LocalAttachmentState? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.iconName = iconName
            self.uploadingState = uploadingState
        }

        /// The row for a file attachment: name, size (while uploading "48 KB / 120 KB", "UPLOADING FAILED" when
        /// the upload failed) and the icon for its extension.
        public init(file a: TranscriptAttachment) {
            let ext = AttachmentFormatting.fileExtension(of: a)
            let size = a.fileSize ?? 0
            var subtitle = AttachmentFormatting.fileSize(size)
            switch a.uploadingState {
            case .uploadingFailed: subtitle = "UPLOADING FAILED"
            case .uploading(let p): subtitle = AttachmentFormatting.fileSize(Int(CGFloat(size) * p)) + " / " + subtitle
            case .pendingUpload: subtitle = AttachmentFormatting.fileSize(0) + " / " + subtitle
            case .uploaded, nil: break
            }
            self.init(
                title: AttachmentFormatting.displayName(of: a), subtitle: subtitle,
                iconName: AttachmentFormatting.iconName(forExtension: ext), uploadingState: a.uploadingState)
        }

        /// The row the SDK shows for an attachment it cannot draw.
        public static let unsupported = Item(title: "Unsupported Attachment", subtitle: nil, iconName: "fileFallback")
    }

    public var content: [Item] = [] { didSet { updateContentIfNeeded() } }

    public private(set) var itemViews: [ChatMessageFileAttachmentItemView] = []

    open override func updateContent() {
        itemViews = content.map { item in
            let v = components.fileAttachmentView.init()
            v.content = item
            return v
        }
        setRows(itemViews)
    }
}
