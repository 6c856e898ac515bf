/// The channel features that change what the message list draws (Stream's channel `config`).
public struct ChannelConfig: Hashable, Sendable {
    public var reactionsEnabled: Bool
    public var repliesEnabled: Bool
    public var readEventsEnabled: Bool
    public var deliveryEventsEnabled: Bool
    public var typingEventsEnabled: Bool
    public var commands: [Command]
    /// Quoting messages (`quotes`), muting users (`mutes`).
    public var quotesEnabled = true
    public var mutesEnabled = true
    /// Sharing locations in messages (Stream's `shared_locations`); off by default.
    public var sharedLocationsEnabled = false

    /// A slash command the channel offers (`/giphy [text]`).
    public struct Command: Hashable, Sendable {
        public var name: String
        public var args: String
        public var description: String
        public init(name: String, args: String = "", description: String = "") {
            self.name = name
            self.args = args
            self.description = description
        }
    }

    public init(
        reactionsEnabled: Bool = true, repliesEnabled: Bool = true, readEventsEnabled: Bool = true,
        deliveryEventsEnabled: Bool = false, typingEventsEnabled: Bool = true, commands: [Command] = []
    ) {
        self.reactionsEnabled = reactionsEnabled
        self.repliesEnabled = repliesEnabled
        self.readEventsEnabled = readEventsEnabled
        self.deliveryEventsEnabled = deliveryEventsEnabled
        self.typingEventsEnabled = typingEventsEnabled
        self.commands = commands
    }
}
