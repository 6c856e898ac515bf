import Foundation
import StreamChat

/// The channel header's title, subtitle and avatar, named and counted as the SDK does.
public enum ChannelHeaderContent {
    public static func make(channel: ChatChannel, currentUser: ChatUser, now: Date) -> ChatChannelHeaderView.Content {
        let others = channel.members.filter { $0.id != currentUser.id }
        let title = ChatChannelNamer.name(for: channel, currentUserId: currentUser.id)
        let subtitle: String
        if channel.isDirectMessageChannel, let other = others.first {
            subtitle =
                other.isOnline
                ? L10n.text("Online")
                : (other.lastActiveAt.map { LastSeenFormatter.string(since: $0, now: now) } ?? "Offline")
        } else {
            let online = channel.members.filter(\.isOnline).count
            subtitle = L10n.format("%d members, %d online", channel.memberCount, max(channel.watcherCount, online))
        }
        // The avatar is the channel's (image, else the other member of a DM, else merged member images).
        return .init(title: title, subtitle: subtitle, avatar: (channel: channel, currentUserId: currentUser.id))
    }
}
