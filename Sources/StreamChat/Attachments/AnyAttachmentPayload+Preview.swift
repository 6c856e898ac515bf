import Foundation

extension AnyAttachmentPayload {
    /// The transcript form of one of the SDK's payloads: the fields the composer's preview draws (title, URLs, file
    /// size and type, duration, waveform). A custom payload keeps only its type.
    static func preview(of payload: Encodable, type: AttachmentType) -> TranscriptAttachment {
        func size(_ file: AttachmentFile) -> Int { Int(clamping: file.size) }
        switch payload {
        case let p as ImageAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, imageURL: p.imageURL.absoluteString,
                mimeType: p.file.mimeType, fileSize: size(p.file))
        case let p as VideoAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, thumbURL: p.thumbnailURL?.absoluteString,
                assetURL: p.videoURL.absoluteString, mimeType: p.file.mimeType, fileSize: size(p.file),
                duration: p.duration)
        case let p as FileAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, assetURL: p.assetURL.absoluteString, mimeType: p.file.mimeType,
                fileSize: size(p.file))
        case let p as AudioAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, assetURL: p.audioURL.absoluteString, mimeType: p.file.mimeType,
                fileSize: size(p.file))
        case let p as VoiceRecordingAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, assetURL: p.voiceRecordingURL.absoluteString,
                mimeType: p.file.mimeType, fileSize: size(p.file), duration: p.duration,
                waveformData: (p.waveformData ?? []).map(Double.init))
        case let p as GiphyAttachmentPayload:
            return TranscriptAttachment(type: type.rawValue, title: p.title, thumbURL: p.previewURL.absoluteString)
        case let p as LinkAttachmentPayload:
            return TranscriptAttachment(
                type: type.rawValue, title: p.title, text: p.text, imageURL: p.previewURL?.absoluteString,
                titleLink: p.titleLink?.absoluteString, ogURL: p.originalURL.absoluteString, authorName: p.author)
        case let f as AttachmentFile:
            return TranscriptAttachment(type: type.rawValue, mimeType: f.mimeType, fileSize: size(f))
        default:
            return TranscriptAttachment(type: type.rawValue)
        }
    }
}
