import Foundation

/// How long a pinned message stays pinned (the SDK's `MessagePinning`).
public struct MessagePinning: Equatable, Sendable {
    /// When the pin ends; nil: never.
    public let expirationDate: Date?

    init(expirationDate: Date?) {
        self.expirationDate = expirationDate
    }

    /// Pinned until unpinned.
    public static let noExpiration = MessagePinning(expirationDate: nil)

    /// Pinned until `date`.
    public static func expirationDate(_ date: Date) -> MessagePinning { MessagePinning(expirationDate: date) }

    /// Pinned for `time` seconds from now.
    public static func expirationTime(_ time: TimeInterval) -> MessagePinning {
        MessagePinning(expirationDate: Date().addingTimeInterval(time))
    }
}
