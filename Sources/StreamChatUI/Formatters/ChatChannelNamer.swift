import StreamChat

/// The SDK's channel namer: the channel name, else member names ("A and B", "A, B and N more").
public enum ChatChannelNamer {
    public static func name(for channel: ChatChannel, currentUserId: String) -> String? {
        if let n = channel.name, !n.isEmpty { return n }
        let names = channel.members.filter { $0.id != currentUserId }.map(\.displayName).sorted()
        switch names.count {
        case 0: return nil
        case 1: return names[0]
        case 2: return "\(names[0]) and \(names[1])"
        default: return "\(names[0]), \(names[1]) and \(names.count - 2) more"
        }
    }
}
