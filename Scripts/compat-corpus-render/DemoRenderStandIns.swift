// Stand-ins for the render step of chatshot's compatibility corpus (Scripts/compat-corpus.sh), written for it: the
// demo app's set-up (its `configureUI` lives outside Components/, next to code that needs a running app) as the
// same assignments minus the two SwiftUI types chatshot cannot compile, and the one type of the SwiftUI-dependent
// channel list file the channel screen names. None of this is the demo's code.
import StreamChat
import StreamChatUI
import UIKit

/// The channel list the demo's channel screen looks up (the real one needs the SwiftUI router file).
final class DemoChatChannelListVC: ChatChannelListVC {
    final class Router { func didTapMoreButton(for cid: ChannelId) {} }
    var demoRouter: Router?
}

/// The demo's `configureUI` assignments, without `DemoChatChannelListRouter` and `DemoChatMessageActionsVC` (SwiftUI).
func configureDemoUI() {
    Components.default.messageListDateSeparatorEnabled = true
    Components.default.messageListDateOverlayEnabled = true
    Components.default.messageAutoTranslationEnabled = true
    Components.default.isMessageEditedLabelEnabled = true
    Components.default.isVoiceRecordingEnabled = true
    Components.default.isJumpToUnreadEnabled = true
    Components.default.messageSwipeToReplyEnabled = true
    Components.default.isComposerLinkPreviewEnabled = true
    Components.default.isDraftMessagesEnabled = true
    Components.default.attachmentViewCatalog = DemoAttachmentViewCatalog.self
    Components.default.messageListVC = DemoChatMessageListVC.self
    Components.default.quotedMessageView = DemoQuotedChatMessageView.self
    Components.default.messageComposerVC = DemoComposerVC.self
    Components.default.inputTextView = DemoInputTextView.self
    Components.default.channelContentView = DemoChatChannelListItemView.self
    Components.default.channelVC = DemoChatChannelVC.self
    Components.default.threadVC = DemoChatThreadVC.self
    Components.default.messageContentView = DemoChatMessageContentView.self
    Components.default.messageLayoutOptionsResolver = DemoChatMessageLayoutOptionsResolver()
    Components.default.channelListErrorView = DemoChatChannelListErrorView.self
}
