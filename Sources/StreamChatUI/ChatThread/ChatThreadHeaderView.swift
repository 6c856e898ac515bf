import StreamChat
import UIKit

/// The thread's title (`Components.threadHeaderView`; the SDK's navigation bar title view of `ChatThreadVC`):
/// "Thread Reply" over "with <channel>" in a `TitleContainerView` (`Components.titleContainerView`). The thread
/// screen makes it from the slot, so an app's subclass (its own texts, colours or layout) is what the picture draws.
open class ChatThreadHeaderView: _View, ThemeProvider, ChatChannelControllerDelegate {
    /// The channel of the thread.
    open var channelController: ChatChannelController? { didSet { updateContentIfNeeded() } }
    /// The current user.
    open var currentUserId: UserId? { channelController?.client.currentUserId }
    /// The title and subtitle (from `Components.titleContainerView`).
    open private(set) lazy var titleContainerView: TitleContainerView = components.titleContainerView.init()
    /// The title: "Thread Reply" (in the render's language).
    open var titleText: String? { L10n.text("Thread Reply") }
    /// The subtitle: "with <channel>", the channel named as the channel list names it; none without a channel.
    open var subtitleText: String? {
        guard let channel = channelController?.channel,
            let name = ChatChannelNamer.name(for: channel, currentUserId: currentUserId ?? "")
        else { return nil }
        return L10n.format("with %@", name)
    }

    open override func setUp() {
        super.setUp()
        channelController?.delegate = self
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(titleContainerView)
    }

    open override func updateContent() {
        super.updateContent()
        titleContainerView.content = (titleText, subtitleText)
    }

    // MARK: ChatChannelControllerDelegate (no changes arrive offline)

    /// The channel changed: the texts are read again.
    open func channelController(
        _ channelController: ChatChannelController, didUpdateChannel channel: EntityChange<ChatChannel>
    ) {
        updateContentIfNeeded()
    }

    /// Typing users changed (not shown by default).
    open func channelController(
        _ channelController: ChatChannelController, didChangeTypingUsers typingUsers: Set<ChatUser>
    ) {}

    /// A member event arrived (not shown by default).
    open func channelController(_ channelController: ChatChannelController, didReceiveMemberEvent: MemberEvent) {}

    /// The channel's messages changed (not shown by default).
    open func channelController(
        _ channelController: ChatChannelController, didUpdateMessages changes: [ListChange<ChatMessage>]
    ) {}
}
