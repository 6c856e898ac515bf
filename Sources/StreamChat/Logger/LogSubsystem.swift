/// The part of the SDK a log message comes from, as in the SDK.
public struct LogSubsystem: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let other = Self(rawValue: 1 << 0)
    public static let database = Self(rawValue: 1 << 1)
    public static let httpRequests = Self(rawValue: 1 << 2)
    public static let webSocket = Self(rawValue: 1 << 3)
    public static let offlineSupport = Self(rawValue: 1 << 4)
    public static let authentication = Self(rawValue: 1 << 5)
    public static let audioPlayback = Self(rawValue: 1 << 6)
    public static let audioRecording = Self(rawValue: 1 << 7)
    public static let all: LogSubsystem = [
        .other, .database, .httpRequests, .webSocket, .offlineSupport, .authentication, .audioPlayback,
        .audioRecording
    ]
}
