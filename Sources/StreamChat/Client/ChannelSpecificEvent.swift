/// An event of one channel (the SDK's `ChannelSpecificEvent`). Offline, none arrive.
public protocol ChannelSpecificEvent: Event {
    /// The channel the event belongs to.
    var cid: ChannelId { get }
}
