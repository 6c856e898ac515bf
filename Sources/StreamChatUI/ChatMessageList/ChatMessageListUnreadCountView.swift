import StreamChat
import UIKit

/// The unread badge of the scroll-to-bottom button (the SDK's `ChatMessageListUnreadCountView`): the channel list's
/// red capsule.
open class ChatMessageListUnreadCountView: ChatChannelUnreadCountView {}
