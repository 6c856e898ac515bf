/// Where an attachment's download is (the SDK's `LocalAttachmentDownloadState`). Offline, nothing downloads.
public enum LocalAttachmentDownloadState: Hashable, Sendable {
    case downloading(progress: Double)
    case downloadingFailed
    case downloaded
}
