import StreamChatUI
import Synchronization

/// The view controller subclasses an app's customization folder declares for screens the SDK has no `Components`
/// slot for: found in the sources by their superclass and registered by the renderer `chatshot build-customization`
/// compiles. The channel-list picture is drawn by the app's `ChatChannelListVC` subclass: the one the folder
/// declares, or, when it declares several, the one no other registered class inherits from (a warning names them
/// all when that is not a single class, and the SDK's is drawn).
public enum AppScreens {
    private static let channelListVCs = Mutex<[(name: String, type: ChatChannelListVC.Type)]>([])

    /// Registers an app's channel list class (`name` as the sources spell it).
    public static func register(channelListVC type: ChatChannelListVC.Type, named name: String) {
        channelListVCs.withLock { $0.append((name, type)) }
    }

    private static func inherits(_ type: AnyClass, from ancestor: AnyClass) -> Bool {
        var current: AnyClass? = _getSuperclass(type)
        while let c = current {
            if c == ancestor { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// The channel list class a render makes, and a warning when the app's choice is unclear.
    static func channelListVC() -> (type: ChatChannelListVC.Type, warning: String?) {
        let registered = channelListVCs.withLock { $0 }
        let leaves = registered.filter { candidate in
            !registered.contains { other in
                other.type != candidate.type && inherits(other.type, from: candidate.type)
            }
        }
        if leaves.count == 1 { return (leaves[0].type, nil) }
        if leaves.isEmpty { return (ChatChannelListVC.self, nil) }
        let names = leaves.map(\.name).sorted().joined(separator: ", ")
        return (
            ChatChannelListVC.self,
            "the app declares several ChatChannelListVC subclasses (\(names)); the channel list is the SDK's"
        )
    }
}
