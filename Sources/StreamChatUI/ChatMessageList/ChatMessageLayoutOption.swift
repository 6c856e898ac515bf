/// One layout option (a string-backed, extensible value like the SDK's `ChatMessageLayoutOption`).
public struct ChatMessageLayoutOption: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    public static let flipped: Self = "flipped"
    public static let bubble: Self = "bubble"
    public static let continuousBubble: Self = "continuousBubble"
    public static let avatarSizePadding: Self = "avatarSizePadding"
    public static let avatar: Self = "avatar"
    public static let timestamp: Self = "timestamp"
    public static let translation: Self = "translation"
    public static let authorName: Self = "authorName"
    public static let text: Self = "text"
    public static let quotedMessage: Self = "quotedMessage"
    public static let threadInfo: Self = "threadInfo"
    public static let errorIndicator: Self = "errorIndicator"
    public static let reactions: Self = "reactions"
    public static let onlyVisibleToYouIndicator: Self = "onlyVisibleToYouIndicator"
    public static let deliveryStatusIndicator: Self = "deliveryStatusIndicator"
    public static let centered: Self = "centered"
}
