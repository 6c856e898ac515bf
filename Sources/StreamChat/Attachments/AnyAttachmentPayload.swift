import Foundation

/// An attachment to send (the SDK's `AnyAttachmentPayload`): a typed payload, or a local file to upload. Offline,
/// nothing is sent or uploaded; the composer's preview draws it.
public struct AnyAttachmentPayload: @unchecked Sendable {
    // Unchecked: `payload` is one of the SDK's value-type payloads, never mutated after `init`.

    /// The attachment's type.
    public let type: AttachmentType
    /// The payload, encoded as Stream's attachment JSON when sent.
    public let payload: Encodable
    /// The file to upload, if any.
    public let localFileURL: URL?
    /// What the composer's attachment preview draws of it (chatshot).
    package let transcriptAttachment: TranscriptAttachment

    /// An attachment of a payload already uploaded (or custom).
    public init<Payload: AttachmentPayload>(payload: Payload) {
        type = Payload.type
        self.payload = payload
        localFileURL = nil
        transcriptAttachment = Self.preview(of: payload, type: Payload.type)
    }

    /// An attachment of a local file, of `attachmentType`.
    public init(localFileURL: URL, attachmentType: AttachmentType, extraData: Encodable? = nil) throws {
        let file = try AttachmentFile(url: localFileURL)
        type = attachmentType
        payload = file
        self.localFileURL = localFileURL
        transcriptAttachment = TranscriptAttachment(
            type: attachmentType.rawValue, title: localFileURL.lastPathComponent,
            imageURL: attachmentType == .image ? localFileURL.absoluteString : nil, assetURL: localFileURL.path,
            mimeType: file.mimeType, fileSize: Int(clamping: file.size))
    }

    /// An attachment a transcript's composer draft holds (chatshot): drawn as the transcript describes it.
    package init(transcriptAttachment: TranscriptAttachment) {
        type = AttachmentType(rawValue: transcriptAttachment.type)
        let ext = transcriptAttachment.title.map { ($0 as NSString).pathExtension } ?? ""
        payload = AttachmentFile(
            type: transcriptAttachment.mimeType.map(AttachmentFileType.init(mimeType:))
                ?? AttachmentFileType(ext: ext),
            size: Int64(transcriptAttachment.fileSize ?? 0), mimeType: transcriptAttachment.mimeType)
        localFileURL = transcriptAttachment.assetURL.map { URL(fileURLWithPath: $0) }
        self.transcriptAttachment = transcriptAttachment
    }
}
