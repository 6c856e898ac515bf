/// The message types of Stream's API.
public struct MessageType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let regular = MessageType(rawValue: "regular")
    public static let ephemeral = MessageType(rawValue: "ephemeral")
    public static let error = MessageType(rawValue: "error")
    public static let system = MessageType(rawValue: "system")
    public static let deleted = MessageType(rawValue: "deleted")
    public static let reply = MessageType(rawValue: "reply")
}
