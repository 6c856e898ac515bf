/// Where a local attachment's upload is (the SDK's `LocalAttachmentState`).
public enum LocalAttachmentState: Hashable, Sendable {
    case pendingUpload
    /// Uploading, `progress` between 0 and 1.
    case uploading(progress: Double)
    case uploadingFailed
    case uploaded

    /// The names a transcript uses (`upload_state`), in messages and in the composer alike.
    public static let names = ["pending", "uploading", "failed", "uploaded"]
}
