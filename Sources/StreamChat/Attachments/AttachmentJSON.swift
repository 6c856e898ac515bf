import Foundation

/// A key of Stream's attachment JSON.
struct AttachmentKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let title = AttachmentKey("title")
    static let text = AttachmentKey("text")
    static let imageURL = AttachmentKey("image_url")
    static let image = AttachmentKey("image")
    static let thumbURL = AttachmentKey("thumb_url")
    static let assetURL = AttachmentKey("asset_url")
    static let titleLink = AttachmentKey("title_link")
    static let ogURL = AttachmentKey("og_scrape_url")
    static let author = AttachmentKey("author_name")
    static let originalWidth = AttachmentKey("original_width")
    static let originalHeight = AttachmentKey("original_height")
    static let duration = AttachmentKey("duration")
    static let waveformData = AttachmentKey("waveform_data")
    static let actions = AttachmentKey("actions")
}

/// Reading and writing the custom fields of attachment JSON: every key a payload does not know.
enum AttachmentExtraData {
    static let fileKeys: Set<String> = ["file_size", "mime_type"]

    /// The object's keys other than `known` (and `type`), or nil when there are none.
    static func decode(from decoder: Decoder, known: Set<AttachmentKey>) -> [String: RawJSON]? {
        guard let all = try? decoder.singleValueContainer().decode([String: RawJSON].self) else { return nil }
        let names = Set(known.map(\.stringValue)).union(fileKeys).union(["type"])
        let extra = all.filter { !names.contains($0.key) }
        return extra.isEmpty ? nil : extra
    }

    /// Writes `extraData`'s keys next to the payload's own.
    static func encode(_ extraData: [String: RawJSON]?, to container: inout KeyedEncodingContainer<AttachmentKey>)
        throws
    {
        for (key, value) in extraData ?? [:] { try container.encode(value, forKey: AttachmentKey(key)) }
    }

    /// Reads a URL written as a string (absolute, or a path).
    static func url(_ container: KeyedDecodingContainer<AttachmentKey>, _ key: AttachmentKey) -> URL? {
        guard let string = try? container.decodeIfPresent(String.self, forKey: key), !string.isEmpty else {
            return nil
        }
        return URL(string: string)
    }
}
