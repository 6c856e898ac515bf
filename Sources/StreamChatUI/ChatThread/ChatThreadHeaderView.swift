import StreamChat
import UIKit

/// The SDK's navigation bar title of a thread (`Components.threadHeaderView`): "Thread Reply" over "with
/// <channel>" in a `TitleContainerView`. chatshot's thread screen draws its header with `Components.channelHeaderView`
/// (the same two lines); this class is made and set up for apps that subclass it, not yet placed by the screen.
open class ChatThreadHeaderView: _View, ThemeProvider {
    /// The channel of the thread.
    open var channelController: ChatChannelController? { didSet { updateContentIfNeeded() } }
    /// The current user.
    open var currentUserId: UserId? { channelController?.client.currentUserId }
    /// The title and subtitle (from `Components.titleContainerView`).
    open private(set) lazy var titleContainerView: TitleContainerView = components.titleContainerView.init()
    /// The title ("Thread Reply").
    open var titleText: String? { "Thread Reply" }
    /// The subtitle ("with <channel>").
    open var subtitleText: String? {
        guard let channel = channelController?.channel,
            let name = ChatChannelNamer.name(for: channel, currentUserId: currentUserId ?? "")
        else { return nil }
        return "with " + name
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(titleContainerView)
    }

    open override func updateContent() {
        super.updateContent()
        titleContainerView.content = .init(title: titleText, subtitle: subtitleText)
    }
}
