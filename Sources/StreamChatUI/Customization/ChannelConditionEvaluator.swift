import StreamChat

/// Evaluates a manifest `Condition` against a channel (for channel-list views).
public enum ChannelConditionEvaluator {
    /// The predicates a manifest condition may name for channels.
    public static let predicateNames = ["hasUnread", "isMuted", "isDirectMessageChannel"]

    public static func holds(_ condition: Condition, channel: ChatChannel) -> Bool {
        switch condition {
        case .predicate(let name, let expected): return predicate(name, channel) == expected
        case .all(let cs): return cs.allSatisfy { holds($0, channel: channel) }
        case .any(let cs): return cs.contains { holds($0, channel: channel) }
        case .not(let c): return !holds(c, channel: channel)
        case .option, .messageType: return false
        }
    }

    static func predicate(_ name: String, _ channel: ChatChannel) -> Bool {
        switch name {
        case "hasUnread": return channel.unreadCount.messages > 0
        case "isMuted": return channel.isMuted
        case "isDirectMessageChannel": return channel.isDirectMessageChannel
        default: return false
        }
    }
}
