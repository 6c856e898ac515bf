import Foundation

/// A downloaded attachment's local file (the SDK's `AttachmentDownloadingState`). Offline, always nil.
public struct AttachmentDownloadingState: Hashable, Sendable {
    public let localFileURL: URL?
    public let state: LocalAttachmentDownloadState
    public let file: AttachmentFile?
}
