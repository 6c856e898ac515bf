import Foundation

/// A giphy attachment (the SDK's `ChatMessageGiphyAttachment`).
public typealias ChatMessageGiphyAttachment = ChatMessageAttachment<GiphyAttachmentPayload>

/// The payload of a giphy (the SDK's `GiphyAttachmentPayload`).
public struct GiphyAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .giphy

    public var title: String?
    public var previewURL: URL
    /// The buttons of an ephemeral `/giphy` preview.
    public var actions: [AttachmentAction]
    public var extraData: [String: RawJSON]?

    public init(
        title: String?, previewURL: URL, actions: [AttachmentAction] = [],
        extraData: [String: RawJSON]? = nil
    ) {
        self.title = title
        self.previewURL = previewURL
        self.actions = actions
        self.extraData = extraData
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        guard let url = AttachmentExtraData.url(c, .thumbURL) ?? AttachmentExtraData.url(c, .imageURL) else {
            throw DecodingError.keyNotFound(
                AttachmentKey.thumbURL,
                .init(
                    codingPath: c.codingPath,
                    debugDescription: "A giphy needs a URL"))
        }
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title), previewURL: url,
            actions: try c.decodeIfPresent([AttachmentAction].self, forKey: .actions) ?? [],
            extraData: AttachmentExtraData.decode(
                from: decoder,
                known: [
                    .title, .thumbURL, .imageURL, .actions
                ]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(previewURL.absoluteString, forKey: .thumbURL)
        if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
    }
}
