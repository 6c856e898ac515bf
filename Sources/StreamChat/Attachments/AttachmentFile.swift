import Foundation

/// An attachment's file: its type, size and MIME type (the SDK's `AttachmentFile`).
public struct AttachmentFile: Codable, Hashable, Sendable {
    public let type: AttachmentFileType
    /// Bytes.
    public let size: Int64
    public let mimeType: String?

    /// The size as text ("1.2 MB").
    public var sizeString: String { ByteCountFormatter().string(fromByteCount: size) }

    public init(type: AttachmentFileType, size: Int64, mimeType: String?) {
        self.type = type
        self.size = size
        self.mimeType = mimeType
    }

    /// The file at a local URL: its extension's type and its size on disk.
    public init(url: URL) throws {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
        let type = AttachmentFileType(ext: url.pathExtension)
        self.init(type: type, size: size?.int64Value ?? 0, mimeType: type.mimeType)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mimeType = try? container.decodeIfPresent(String.self, forKey: .mimeType)
        type = mimeType.map(AttachmentFileType.init(mimeType:)) ?? .generic
        if let size = try? container.decodeIfPresent(Int64.self, forKey: .size) {
            self.size = size
        } else {
            size = Int64(((try? container.decodeIfPresent(Double.self, forKey: .size)) ?? 0).rounded())
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encodeIfPresent(mimeType, forKey: .mimeType)
    }

    private enum CodingKeys: String, CodingKey {
        case size = "file_size"
        case mimeType = "mime_type"
    }
}
