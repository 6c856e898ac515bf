import StreamChat
import UIKit

/// A user's avatar (the SDK's `ChatUserAvatarView`): the user's image, else the placeholder with their initials,
/// drawn by a `Components.avatarView` filling this view.
open class ChatUserAvatarView: _View {
    /// The avatar drawn (the SDK's presence avatar; chatshot draws no online dot on it).
    open private(set) lazy var presenceAvatarView: ChatAvatarView = components.avatarView.init()

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
        presenceAvatarView.content = content.map {
            AvatarContent(image: loader?.image(for: $0.imageURL), name: $0.displayName)
        }
        presenceAvatarView.isOnlineIndicatorEnabled = shouldShowOnlineIndicator && content?.isOnline == true
    }
}
