/// The type of a channel: the part of its `cid` before the colon (the SDK's `ChannelType`).
public enum ChannelType: Codable, Hashable, Sendable {
    case livestream
    case messaging
    case team
    case gaming
    case commerce
    /// A type the app defined on its dashboard.
    case custom(String)

    /// The type as Stream's API writes it.
    public var rawValue: String {
        switch self {
        case .livestream: "livestream"
        case .messaging: "messaging"
        case .team: "team"
        case .gaming: "gaming"
        case .commerce: "commerce"
        case .custom(let name): name
        }
    }

    /// The type's name, capitalized ("Messaging").
    public var title: String { rawValue.capitalized }

    init(rawValue: String) {
        switch rawValue {
        case "livestream": self = .livestream
        case "messaging": self = .messaging
        case "team": self = .team
        case "gaming": self = .gaming
        case "commerce": self = .commerce
        default: self = .custom(rawValue)
        }
    }

    public init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
