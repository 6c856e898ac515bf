import Foundation

/// An audio attachment (the SDK's `ChatMessageAudioAttachment`).
public typealias ChatMessageAudioAttachment = ChatMessageAttachment<AudioAttachmentPayload>

/// The payload of an audio attachment (the SDK's `AudioAttachmentPayload`).
public struct AudioAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .audio

    public var title: String?
    public var audioURL: URL
    public var file: AttachmentFile
    public var extraData: [String: RawJSON]?

    public init(title: String?, audioRemoteURL: URL, file: AttachmentFile, extraData: [String: RawJSON]?) {
        self.title = title
        audioURL = audioRemoteURL
        self.file = file
        self.extraData = extraData
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            audioRemoteURL: try c.decode(URL.self, forKey: .assetURL), file: try AttachmentFile(from: decoder),
            extraData: AttachmentExtraData.decode(from: decoder, known: [.title, .assetURL]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(audioURL.absoluteString, forKey: .assetURL)
        try file.encode(to: encoder)
    }
}
