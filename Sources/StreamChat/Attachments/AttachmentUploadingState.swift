import Foundation

/// An attachment being uploaded: its local file and progress (the SDK's `AttachmentUploadingState`), from the
/// transcript's `upload_state`.
public struct AttachmentUploadingState: Hashable, Sendable {
    public let localFileURL: URL
    public let state: LocalAttachmentState
    public let file: AttachmentFile

    public init(localFileURL: URL, state: LocalAttachmentState, file: AttachmentFile) {
        self.localFileURL = localFileURL
        self.state = state
        self.file = file
    }
}
