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
}
