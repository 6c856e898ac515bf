/// An event about a channel's members (the SDK's `MemberEvent`). Offline, none arrive.
public protocol MemberEvent: Event {
    var memberUserId: UserId { get }
    var cid: ChannelId { get }
}
