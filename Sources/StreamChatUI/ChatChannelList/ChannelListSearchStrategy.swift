import UIKit

/// How the channel list searches (`Components.channelListSearchStrategy`; nil, the default, shows no search bar).
/// chatshot draws no search screen: a strategy names its search view controller's class, which an app may read.
public struct ChannelListSearchStrategy: Sendable {
    /// The strategy's name ("messages", "channels" or an app's own).
    public var name: String
    /// The class of the search screen.
    public var searchVC: UIViewController.Type

    public init(name: String, searchVC: UIViewController.Type) {
        self.name = name
        self.searchVC = searchVC
    }

    /// Searching messages with the SDK's screen.
    public static let messages: ChannelListSearchStrategy = .messages(ChatMessageSearchVC.self)
    /// Searching channels with the SDK's screen.
    public static let channels: ChannelListSearchStrategy = .channels(ChatChannelSearchVC.self)
    /// Searching messages with an app's screen.
    public static func messages(_ searchVC: ChatMessageSearchVC.Type) -> ChannelListSearchStrategy {
        ChannelListSearchStrategy(name: "messages", searchVC: searchVC)
    }
    /// Searching channels with an app's screen.
    public static func channels(_ searchVC: ChatChannelSearchVC.Type) -> ChannelListSearchStrategy {
        ChannelListSearchStrategy(name: "channels", searchVC: searchVC)
    }
}
