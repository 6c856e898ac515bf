import Foundation

/// A link preview attachment (the SDK's `ChatMessageLinkAttachment`).
public typealias ChatMessageLinkAttachment = ChatMessageAttachment<LinkAttachmentPayload>

/// The payload of a link preview (the SDK's `LinkAttachmentPayload`).
public struct LinkAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .linkPreview

    /// The URL as written in the message.
    public var originalURL: URL
    public var title: String?
    public var text: String?
    public var author: String?
    public var titleLink: URL?
    /// The preview's image.
    public var assetURL: URL?
    /// The preview's thumbnail (else the image).
    public var previewURL: URL?

    /// The link opened: the title link, else the original URL, with a scheme.
    public var url: URL {
        let link = titleLink ?? originalURL
        guard link.scheme == nil, let withScheme = URL(string: "http://" + link.absoluteString) else { return link }
        return withScheme
    }

    public init(
        originalURL: URL, title: String? = nil, text: String? = nil, author: String? = nil,
        titleLink: URL? = nil, assetURL: URL? = nil, previewURL: URL? = nil
    ) {
        self.originalURL = originalURL
        self.title = title
        self.text = text
        self.author = author
        self.titleLink = titleLink
        self.assetURL = assetURL
        self.previewURL = previewURL
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        let asset =
            AttachmentExtraData.url(c, .imageURL) ?? AttachmentExtraData.url(c, .image)
            ?? AttachmentExtraData.url(c, .assetURL)
        let trimmed = { (key: AttachmentKey) in
            try c.decodeIfPresent(String.self, forKey: key)?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        self.init(
            originalURL: try c.decode(URL.self, forKey: .ogURL), title: try trimmed(.title),
            text: try trimmed(.text), author: try c.decodeIfPresent(String.self, forKey: .author),
            titleLink: AttachmentExtraData.url(c, .titleLink), assetURL: asset,
            previewURL: AttachmentExtraData.url(c, .thumbURL) ?? asset)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try c.encode(originalURL.absoluteString, forKey: .ogURL)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(author, forKey: .author)
        try c.encodeIfPresent(titleLink?.absoluteString, forKey: .titleLink)
        try c.encodeIfPresent(assetURL?.absoluteString, forKey: .imageURL)
        try c.encodeIfPresent(previewURL?.absoluteString, forKey: .thumbURL)
    }
}
