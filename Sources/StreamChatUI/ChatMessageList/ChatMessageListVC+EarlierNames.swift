import UIKit

/// The message list's names from the SDK's 4.x releases, which it deprecated and later removed; apps written then
/// still use them. Each one is the current name under its old spelling.
extension ChatMessageListVC {
    /// The button that scrolls to the newest message: `scrollToBottomButton`.
    @available(*, deprecated, renamed: "scrollToBottomButton")
    public var scrollToLatestMessageButton: ScrollToBottomButton { scrollToBottomButton }
}

extension Components {
    /// The class of the button that scrolls to the newest message: `scrollToBottomButton`.
    @available(*, deprecated, renamed: "scrollToBottomButton")
    public var scrollToLatestMessageButton: ScrollToBottomButton.Type {
        get { scrollToBottomButton }
        set { scrollToBottomButton = newValue }
    }
}
