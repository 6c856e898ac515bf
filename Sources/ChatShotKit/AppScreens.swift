import StreamChatUI
import Synchronization

/// The view controller subclasses an app's customization folder declares for screens the SDK has no `Components`
/// slot for: found in the sources by their superclass and registered by the renderer `chatshot build-customization`
/// compiles. The channel-list picture is drawn by the app's `ChatChannelListVC` subclass: the one the folder
/// declares, or, when it declares several, the one no other registered class inherits from (a warning names them
/// all when that is not a single class, and the SDK's is drawn).
public enum AppScreens {
    typealias Registration = (
        name: String, type: ChatChannelListVC.Type, make: (@MainActor @Sendable () -> ChatChannelListVC)?
    )
    private static let channelListVCs = Mutex<[Registration]>([])

    /// Registers an app's channel list class (`name` as the sources spell it) and how to make one (its `init()`;
    /// nil: it has none, and the SDK's list is drawn).
    public static func register(
        channelListVC type: ChatChannelListVC.Type, named name: String,
        make: (@MainActor @Sendable () -> ChatChannelListVC)? = nil
    ) {
        channelListVCs.withLock { $0.append((name, type, make)) }
        if let make { ChatChannelListVC.register(type, maker: make) }
    }

    private static func inherits(_ type: AnyClass, from ancestor: AnyClass) -> Bool {
        var current: AnyClass? = _getSuperclass(type)
        while let c = current {
            if c == ancestor { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// The channel list a render makes, and a warning when the app's choice is unclear.
    @MainActor
    static func makeChannelListVC() -> (vc: ChatChannelListVC, warning: String?) {
        let registered = channelListVCs.withLock { $0 }
        let leaves = registered.filter { candidate in
            !registered.contains { other in
                other.type != candidate.type && inherits(other.type, from: candidate.type)
            }
        }
        if leaves.count == 1 {
            if let make = leaves[0].make { return (make(), nil) }
            return (
                ChatChannelListVC(),
                "\(leaves[0].name) has no init() to make it with (its own initializers take arguments); "
                    + "the channel list is the SDK's"
            )
        }
        if leaves.isEmpty { return (ChatChannelListVC(), nil) }
        let names = leaves.map(\.name).sorted().joined(separator: ", ")
        return (
            ChatChannelListVC(),
            "the app declares several ChatChannelListVC subclasses (\(names)); the channel list is the SDK's"
        )
    }
}
