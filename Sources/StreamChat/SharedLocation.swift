import Foundation

/// A location shared in a message (the SDK's `SharedLocation`, Stream's `shared_location`): a static pin, or a live
/// location until `endAt`. chatshot reads it from the transcript for apps' code; its own views draw nothing for it.
public struct SharedLocation: Equatable, Sendable {
    public let messageId: MessageId
    public let channelId: ChannelId
    public let userId: UserId
    public let createdByDeviceId: DeviceId
    public let latitude: Double
    public let longitude: Double
    public let updatedAt: Date
    public let createdAt: Date
    /// When live sharing ends; nil for a static location.
    public let endAt: Date?

    /// Whether the location is shared live.
    public var isLive: Bool { endAt != nil }

    /// Whether live sharing is still going on now.
    public var isLiveSharingActive: Bool {
        guard let endAt else { return false }
        return endAt > Date()
    }

    /// A shared location.
    public init(
        messageId: MessageId, channelId: ChannelId, userId: UserId, createdByDeviceId: DeviceId,
        latitude: Double, longitude: Double, updatedAt: Date, createdAt: Date, endAt: Date?
    ) {
        self.messageId = messageId
        self.channelId = channelId
        self.userId = userId
        self.createdByDeviceId = createdByDeviceId
        self.latitude = latitude
        self.longitude = longitude
        self.updatedAt = updatedAt
        self.createdAt = createdAt
        self.endAt = endAt
    }
}
