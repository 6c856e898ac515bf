// Stand-ins for the few helpers the SDK's snapshot tests give their subclasses: StreamChatUI's internal view
// builders (the tests import it with @testable) and StreamChatTestTools' mocks. Written for this measurement from
// how the tests call them; not the SDK's code. Scripts/sdk-subclass-snapshots.sh adds this file to every build.
import StreamChat
import StreamChatUI
import UIKit

extension UIView {
    /// The view, ready for constraints.
    var withoutAutoresizingMaskConstraints: Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
    /// The view, set to follow the content size (labels and text views).
    var withAdjustingFontForContentSizeCategory: Self {
        (self as? UILabel)?.adjustsFontForContentSizeCategory = true
        return self
    }
    /// The view, aligned by the text's direction (labels).
    var withBidirectionalLanguagesSupport: Self {
        (self as? UILabel)?.textAlignment = .natural
        return self
    }
}

extension ChannelUnreadCount {
    /// An unread count of `messages` messages and no mentions.
    static func mock(messages: Int) -> ChannelUnreadCount { ChannelUnreadCount(messages: messages, mentions: 0) }
}
