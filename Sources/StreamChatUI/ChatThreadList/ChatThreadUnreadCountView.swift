import ChatCanvas
import UIKit

/// The unread replies of a thread (the SDK's `ChatThreadUnreadCountView`): the channel badge (a red capsule with the
/// count) with margins of 3 pt vertical / 4 pt horizontal. Hidden at 0.
open class ChatThreadUnreadCountView: ChatChannelUnreadCountView {
    open override func setUpLayout() {
        super.setUpLayout()
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 3, trailing: 4)
    }
}
