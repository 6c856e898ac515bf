import StreamChat
import UIKit

/// A user's avatar (the SDK's `ChatUserAvatarView`): the user's image, else the placeholder with their initials,
/// drawn by a `Components.avatarView` filling this view.
open class ChatUserAvatarView: _View {
    /// The avatar with the presence dot (from `Components.presenceAvatarView`).
    open private(set) lazy var presenceAvatarView: ChatPresenceAvatarView = components.presenceAvatarView.init()

    /// The user shown.
    open var content: ChatUser? {
        didSet { updateContentIfNeeded() }
    }

    /// Whether the online indicator shows for an online user.
    public var shouldShowOnlineIndicator: Bool = true {
        didSet { updateContentIfNeeded() }
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(presenceAvatarView)
    }

    open override func updateContent() {
        super.updateContent()
        let loader = components.imageLoader
        presenceAvatarView.avatarView.content = content.map {
            AvatarContent(image: loader?.image(for: $0.imageURL), name: $0.displayName)
        }
        presenceAvatarView.isOnlineIndicatorVisible = shouldShowOnlineIndicator && content?.isOnline == true
    }
}
