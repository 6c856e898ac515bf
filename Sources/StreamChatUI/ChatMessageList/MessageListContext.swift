import Foundation
import StreamChat

/// What the resolver and the content views know about the screen a message is shown in.
public struct MessageListContext: @unchecked Sendable {
    public var channel: ChatChannel
    public var currentUser: ChatUser
    /// The moment the screenshot is taken (`--now`), for "Today"/"Yesterday".
    public var now: Date
    public var timeZone: TimeZone
    public var isInThread: Bool

    public init(channel: ChatChannel, currentUser: ChatUser, now: Date, timeZone: TimeZone, isInThread: Bool = false) {
        self.channel = channel
        self.currentUser = currentUser
        self.now = now
        self.timeZone = timeZone
        self.isInThread = isInThread
    }

    /// A Gregorian calendar in the screen's time zone.
    public var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        return c
    }
}
