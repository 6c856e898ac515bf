/// How many messages a livestream keeps in memory (the SDK's `MaxMessageLimitOptions`): past `maxLimit`, the
/// oldest `discardAmount` are dropped. A transcript is short: kept, never reached in a still render.
public struct MaxMessageLimitOptions: Sendable {
    /// The most messages kept.
    public let maxLimit: Int
    /// How many are dropped when the limit is reached.
    public let discardAmount: Int

    /// Options of `maxLimit` messages, dropping `discardAmount` at a time.
    public init(maxLimit: Int = 200, discardAmount: Int = 50) {
        self.maxLimit = maxLimit
        self.discardAmount = discardAmount
    }

    /// The SDK's recommended limits: 200 messages, 50 dropped at a time.
    public static let recommended = MaxMessageLimitOptions()
}
