import Foundation

/// An attachment to send (the SDK's `AnyAttachmentPayload`): a typed payload, or a local file to upload. Offline,
/// nothing is sent or uploaded.
public struct AnyAttachmentPayload {
    /// The attachment's type.
    public let type: AttachmentType
    /// The payload, encoded as Stream's attachment JSON when sent.
    public let payload: Encodable
    /// The file to upload, if any.
    public let localFileURL: URL?

    /// An attachment of a payload already uploaded (or custom).
    public init<Payload: AttachmentPayload>(payload: Payload) {
        type = Payload.type
        self.payload = payload
        localFileURL = nil
    }

    /// An attachment of a local file, of `attachmentType`.
    public init(localFileURL: URL, attachmentType: AttachmentType, extraData: Encodable? = nil) throws {
        let file = try AttachmentFile(url: localFileURL)
        type = attachmentType
        payload = file
        self.localFileURL = localFileURL
    }
}
