import Foundation

/// The SDK's attachment accessors, built from the transcript's attachments.
extension ChatMessage {
    /// All attachments, each with its payload as Stream's JSON.
    public var allAttachments: [AnyChatMessageAttachment] {
        let cid = self.cid ?? ChannelId(rawValue: "messaging:transcript")
        return attachments.enumerated().map { index, attachment in
            attachment.anyAttachment(id: AttachmentId(cid: cid, messageId: id, index: index))
        }
    }

    /// The attachments whose payload reads as `payloadType`.
    public func attachments<Payload: AttachmentPayload>(payloadType: Payload.Type) -> [ChatMessageAttachment<Payload>] {
        allAttachments.compactMap { $0.attachment(payloadType: payloadType) }
    }

    /// How many attachments of each type the message has.
    public var attachmentCounts: [AttachmentType: Int] {
        attachments.reduce(into: [:]) { $0[$1.attachmentType, default: 0] += 1 }
    }

    /// The attachment with this id.
    public func attachment(with id: AttachmentId) -> AnyChatMessageAttachment? {
        allAttachments.first { $0.id == id }
    }

    public var imageAttachments: [ChatMessageImageAttachment] { attachments(payloadType: ImageAttachmentPayload.self) }
    public var fileAttachments: [ChatMessageFileAttachment] { attachments(payloadType: FileAttachmentPayload.self) }
    public var videoAttachments: [ChatMessageVideoAttachment] { attachments(payloadType: VideoAttachmentPayload.self) }
    public var giphyAttachments: [ChatMessageGiphyAttachment] { attachments(payloadType: GiphyAttachmentPayload.self) }
    public var linkAttachments: [ChatMessageLinkAttachment] { attachments(payloadType: LinkAttachmentPayload.self) }
    public var audioAttachments: [ChatMessageAudioAttachment] { attachments(payloadType: AudioAttachmentPayload.self) }
    public var voiceRecordingAttachments: [ChatMessageVoiceRecordingAttachment] {
        attachments(payloadType: VoiceRecordingAttachmentPayload.self)
    }
}

extension TranscriptAttachment {
    /// The attachment as the SDK's type-erased one: Stream's JSON for it, and its upload.
    func anyAttachment(id: AttachmentId) -> AnyChatMessageAttachment {
        var json: [String: Any] = ["type": attachmentType.rawValue]
        json["title"] = title
        json["text"] = text
        json["image_url"] = Self.urlString(imageURL)
        json["thumb_url"] = Self.urlString(thumbURL)
        json["asset_url"] = Self.urlString(assetURL)
        json["title_link"] = titleLink
        json["og_scrape_url"] = ogURL
        json["author_name"] = authorName
        json["mime_type"] = mimeType
        json["file_size"] = fileSize
        json["duration"] = duration
        if !waveformData.isEmpty { json["waveform_data"] = waveformData }
        if !actions.isEmpty {
            json["actions"] = actions.map {
                ["name": $0.name, "value": $0.value, "style": $0.style.rawValue, "text": $0.text, "type": "button"]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data("{}".utf8)
        return AnyChatMessageAttachment(
            id: id, type: attachmentType, payload: data,
            downloadingState: nil, uploadingState: uploading)
    }

    /// The SDK's type: the transcript's, with the spellings chatshot also reads (`voice_recording`) made Stream's.
    var attachmentType: AttachmentType {
        switch type.lowercased() {
        case "voicerecording", "voice_recording": .voiceRecording
        case "linkpreview", "link_preview": .linkPreview
        default: AttachmentType(rawValue: type)
        }
    }

    private var uploading: AttachmentUploadingState? {
        guard let uploadingState,
            let url = Self.url(assetURL) ?? Self.url(imageURL) ?? Self.url(thumbURL)
        else { return nil }
        let fileType = mimeType.map(AttachmentFileType.init(mimeType:)) ?? AttachmentFileType(ext: url.pathExtension)
        return AttachmentUploadingState(
            localFileURL: url, state: uploadingState,
            file: AttachmentFile(
                type: fileType, size: Int64(fileSize ?? 0),
                mimeType: mimeType))
    }

    private static func url(_ reference: String?) -> URL? { TranscriptReference.url(reference) }

    private static func urlString(_ reference: String?) -> String? { url(reference)?.absoluteString }
}
