import Foundation

/// A channel's identifier, `type:id` (the SDK's `ChannelId`, a channel's `cid`).
///
/// chatshot adds string literals (`"messaging:general"`), for tests and fixtures; the SDK's initializers are
/// `init(type:id:)` and the throwing `init(cid:)`.
public struct ChannelId: Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
    /// The whole identifier, `type:id`.
    public let rawValue: String

    /// The identifier of the channel `id` of type `type`.
    public init(type: ChannelType, id: String) {
        rawValue = type.rawValue + ":" + id
    }

    /// Parses `type:id`; throws `ClientError.InvalidChannelId` unless there are two non-blank parts.
    public init(cid: String) throws {
        let parts = cid.split(separator: ":", omittingEmptySubsequences: false)
        let blank = { (part: Substring) in part.allSatisfy { $0 == " " } }
        guard parts.count == 2, !blank(parts[0]), !blank(parts[1]) else {
            throw ClientError.InvalidChannelId("The channel id has an invalid format: \(cid)")
        }
        rawValue = cid
    }

    /// The identifier as written, unchecked (a transcript's `cid`).
    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public init(from decoder: Decoder) throws {
        try self.init(cid: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// The channel's type (before the colon).
    public var type: ChannelType {
        guard let colon = rawValue.firstIndex(of: ":") else { return .messaging }
        return ChannelType(rawValue: String(rawValue[..<colon]))
    }

    /// The channel's id within its type (after the colon).
    public var id: String {
        guard let colon = rawValue.firstIndex(of: ":") else { return rawValue }
        return String(rawValue[rawValue.index(after: colon)...])
    }
}
