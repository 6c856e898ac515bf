import Foundation

/// An image attachment (the SDK's `ChatMessageImageAttachment`).
public typealias ChatMessageImageAttachment = ChatMessageAttachment<ImageAttachmentPayload>

/// The payload of an image attachment (the SDK's `ImageAttachmentPayload`).
public struct ImageAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .image

    public var title: String?
    public var imageURL: URL
    public var originalWidth: Double?
    public var originalHeight: Double?
    public var file: AttachmentFile
    public var extraData: [String: RawJSON]?

    public init(
        title: String?, imageRemoteURL: URL, file: AttachmentFile, originalWidth: Double? = nil,
        originalHeight: Double? = nil, extraData: [String: RawJSON]? = nil
    ) {
        self.title = title
        imageURL = imageRemoteURL
        self.file = file
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
        self.extraData = extraData
    }

    public init(
        title: String?, imageRemoteURL: URL, originalWidth: Double? = nil, originalHeight: Double? = nil,
        extraData: [String: RawJSON]? = nil
    ) {
        let type = AttachmentFileType(ext: imageRemoteURL.pathExtension)
        self.init(
            title: title, imageRemoteURL: imageRemoteURL,
            file: AttachmentFile(type: type, size: 0, mimeType: nil), originalWidth: originalWidth,
            originalHeight: originalHeight, extraData: extraData)
    }

    /// The URL a preview loads (the image's).
    public var imagePreviewURL: URL { imageURL }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        guard
            let url = AttachmentExtraData.url(c, .imageURL) ?? AttachmentExtraData.url(c, .assetURL)
                ?? AttachmentExtraData.url(c, .thumbURL)
        else {
            throw DecodingError.keyNotFound(
                AttachmentKey.imageURL,
                .init(
                    codingPath: c.codingPath,
                    debugDescription: "An image needs a URL"))
        }
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title), imageRemoteURL: url,
            file: try AttachmentFile(from: decoder),
            originalWidth: try c.decodeIfPresent(Double.self, forKey: .originalWidth),
            originalHeight: try c.decodeIfPresent(Double.self, forKey: .originalHeight),
            extraData: AttachmentExtraData.decode(
                from: decoder,
                known: [
                    .title, .imageURL, .assetURL, .thumbURL, .originalWidth, .originalHeight
                ]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(imageURL.absoluteString, forKey: .imageURL)
        try c.encodeIfPresent(originalWidth, forKey: .originalWidth)
        try c.encodeIfPresent(originalHeight, forKey: .originalHeight)
        try file.encode(to: encoder)
    }
}
