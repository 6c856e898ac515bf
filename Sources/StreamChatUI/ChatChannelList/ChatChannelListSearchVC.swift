import UIKit

/// The base of the channel list's search screens (the SDK's `ChatChannelListSearchVC`). A still picture shows no
/// search in progress: these screens exist so a search strategy can name them (and an app subclass them); they are
/// not drawn.
open class ChatChannelListSearchVC: ChatChannelListVC {}

/// The search screen that finds messages (`ChannelListSearchStrategy.messages`).
open class ChatMessageSearchVC: ChatChannelListSearchVC {}

/// The search screen that finds channels (`ChannelListSearchStrategy.channels`).
open class ChatChannelSearchVC: ChatChannelListSearchVC {}
