import ChatShotKit
import StreamChatUI
import UIKit

/// Registers every guide customization written in Swift under the name of its Examples/customizations folder, so
/// `chatshot-guides render … --customization squared-bubble` draws the Swift variant of that example.
public enum GuideCustomizations {
    public static func registerAll() {
        SwiftCustomizations.register("custom-avatar") { _, components in
            components.avatarView = RectAvatarView.self
        }
        SwiftCustomizations.register("square-avatar") { _, components in
            components.avatarView = SquareAvatarView.self
        }
        SwiftCustomizations.register("squared-bubble") { _, components in
            components.messageBubbleView = CustomMessageSquaredBubbleView.self
        }
        SwiftCustomizations.register("layout-options-resolver") { _, components in
            components.messageLayoutOptionsResolver = CustomMessageLayoutOptionsResolver()
        }
        SwiftCustomizations.register("date-separator-custom") { _, components in
            components.messageListDateSeparatorEnabled = true
            components.messageListDateSeparatorView = CustomChatMessageListDateSeparatorView.self
        }
        SwiftCustomizations.register("restructured-layout") { _, components in
            components.messageLayoutOptionsResolver = CustomMessageOptionsResolver()
            components.messageContentView = CustomChatMessageContentView.self
        }
        SwiftCustomizations.register("imessage-composer") { _, components in
            components.messageComposerVC = iMessageComposerVC.self
            components.messageComposerView = iMessageComposerView.self
        }
        SwiftCustomizations.register("thread-replies-counter-custom") { _, components in
            components.threadRepliesCounterDecorationView = DemoChatThreadRepliesCountDecorationView.self
        }
        SwiftCustomizations.register("imessage-unread-dot") { _, components in
            components.channelContentView = iMessageChannelListItemView.self
        }
        SwiftCustomizations.register("share-attachments-button") { _, components in
            components.messageLayoutOptionsResolver = ShareAttachmentsLayoutOptionsResolver()
            components.messageContentView = ShareAttachmentsMessageContentView.self
        }
        SwiftCustomizations.register("composer-emoji-button") { _, components in
            components.messageComposerView = EmojiComposerView.self
            components.messageComposerVC = EmojiComposerVC.self
        }
        SwiftCustomizations.register("suggestion-symbols") { _, components in
            components.messageComposerVC = CustomSymbolsComposerVC.self
        }
        SwiftCustomizations.register("suggestions-vc-custom") { _, components in
            components.suggestionsVC = CustomChatSuggestionsVC.self
        }
        SwiftCustomizations.register("disabled-suggestions") { _, components in
            components.messageComposerVC = NoSuggestionsComposerVC.self
        }
        SwiftCustomizations.register("custom-composer-state") { _, components in
            components.messageComposerVC = CustomStateComposerVC.self
        }
        SwiftCustomizations.register("thread-replies-counter") { _, components in
            components.threadRepliesCounterEnabled = true
        }
        SwiftCustomizations.register("brand-color") { appearance, _ in
            appearance.tintColor = .systemPink
        }
        SwiftCustomizations.register("colors-and-fonts") { appearance, _ in
            appearance.fonts.body = .italicSystemFont(ofSize: 20)
            appearance.colorPalette.background6 = .yellow
        }
        SwiftCustomizations.register("image-assets") { appearance, _ in
            appearance.images.sendArrow = UIImage(systemName: "arrowshape.turn.up.right")!
        }
    }
}
