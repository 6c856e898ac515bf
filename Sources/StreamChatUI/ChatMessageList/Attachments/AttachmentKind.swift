/// The kinds of attachment the SDK tells apart (`AttachmentType`), from Stream's `type` field.
public enum AttachmentKind: Hashable, Sendable {
    case image, video, giphy, file, audio, voiceRecording, linkPreview, unknown

    public init(_ type: String) {
        switch type.lowercased() {
        case "image": self = .image
        case "video": self = .video
        case "giphy": self = .giphy
        case "file": self = .file
        case "audio": self = .audio
        case "voicerecording", "voice_recording": self = .voiceRecording
        case "linkpreview", "link_preview": self = .linkPreview
        default: self = .unknown
        }
    }
}
