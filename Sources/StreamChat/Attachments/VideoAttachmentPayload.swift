import Foundation

/// A video attachment (the SDK's `ChatMessageVideoAttachment`).
public typealias ChatMessageVideoAttachment = ChatMessageAttachment<VideoAttachmentPayload>

/// The payload of a video attachment (the SDK's `VideoAttachmentPayload`).
public struct VideoAttachmentPayload: AttachmentPayload, Hashable, Sendable {
    public static let type: AttachmentType = .video

    public var title: String?
    public var videoURL: URL
    public var thumbnailURL: URL?
    public var originalWidth: Double?
    public var originalHeight: Double?
    public var duration: TimeInterval?
    public var file: AttachmentFile
    public var extraData: [String: RawJSON]?

    public init(
        title: String?, videoRemoteURL: URL, thumbnailURL: URL? = nil, originalWidth: Double? = nil,
        originalHeight: Double? = nil, duration: TimeInterval? = nil, file: AttachmentFile,
        extraData: [String: RawJSON]?
    ) {
        self.title = title
        videoURL = videoRemoteURL
        self.thumbnailURL = thumbnailURL
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
        self.duration = duration
        self.file = file
        self.extraData = extraData
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AttachmentKey.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            videoRemoteURL: try c.decode(URL.self, forKey: .assetURL),
            thumbnailURL: AttachmentExtraData.url(c, .thumbURL),
            originalWidth: try c.decodeIfPresent(Double.self, forKey: .originalWidth),
            originalHeight: try c.decodeIfPresent(Double.self, forKey: .originalHeight),
            duration: try c.decodeIfPresent(Double.self, forKey: .duration),
            file: try AttachmentFile(from: decoder),
            extraData: AttachmentExtraData.decode(
                from: decoder,
                known: [
                    .title, .assetURL, .thumbURL, .originalWidth, .originalHeight, .duration
                ]))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AttachmentKey.self)
        try AttachmentExtraData.encode(extraData, to: &c)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(videoURL.absoluteString, forKey: .assetURL)
        try c.encodeIfPresent(thumbnailURL?.absoluteString, forKey: .thumbURL)
        try c.encodeIfPresent(originalWidth, forKey: .originalWidth)
        try c.encodeIfPresent(originalHeight, forKey: .originalHeight)
        try c.encodeIfPresent(duration, forKey: .duration)
        try file.encode(to: encoder)
    }
}
