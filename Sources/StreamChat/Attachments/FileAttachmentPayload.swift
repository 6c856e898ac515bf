import Foundation

/// A file attachment (the SDK's `ChatMessageFileAttachment`).
public typealias ChatMessageFileAttachment = ChatMessageAttachment<FileAttachmentPayload>

/// The payload of a file attachment (the SDK's `FileAttachmentPayload`).
public struct FileAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .file

    public var title: String?
    public var assetURL: URL
    public var file: AttachmentFile
    public var extraData: [String: RawJSON]?

    public init(title: String?, assetRemoteURL: URL, file: AttachmentFile, extraData: [String: RawJSON]?) {
        self.title = title
        assetURL = assetRemoteURL
        self.file = file
        self.extraData = extraData
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            assetRemoteURL: try c.decode(URL.self, forKey: .assetURL), file: try AttachmentFile(from: decoder),
            extraData: AttachmentExtraData.decode(from: decoder, known: [.title, .assetURL]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(assetURL.absoluteString, forKey: .assetURL)
        try file.encode(to: encoder)
    }
}
