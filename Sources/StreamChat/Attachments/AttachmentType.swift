/// The type of an attachment (the SDK's `AttachmentType`): Stream's `type` string.
public struct AttachmentType: RawRepresentable, Codable, Hashable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let image = AttachmentType(rawValue: "image")
    public static let file = AttachmentType(rawValue: "file")
    public static let giphy = AttachmentType(rawValue: "giphy")
    public static let video = AttachmentType(rawValue: "video")
    public static let audio = AttachmentType(rawValue: "audio")
    public static let voiceRecording = AttachmentType(rawValue: "voiceRecording")
    public static let linkPreview = AttachmentType(rawValue: "linkPreview")
    public static let unknown = AttachmentType(rawValue: "unknown")
}
