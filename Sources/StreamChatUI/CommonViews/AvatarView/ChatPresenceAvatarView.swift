import UIKit

/// An avatar with its presence dot (the SDK's `ChatPresenceAvatarView`, `Components.presenceAvatarView`): the
/// avatar (`Components.avatarView`) fills it, and the dot sits 1 pt from its top right corner, a fifth of its width,
/// in a notch cut out of the avatar.
///
/// The default dot (`OnlineIndicatorView`) is drawn by the avatar itself, in one pass with its notch; an app's own
/// `Components.onlineIndicatorView` class is placed as a view there instead, over the notch.
open class ChatPresenceAvatarView: _View, ComponentsProvider {
    /// The avatar (from `Components.avatarView`).
    open private(set) lazy var avatarView: ChatAvatarView = components.avatarView.init()
    /// The presence dot (from `Components.onlineIndicatorView`).
    open private(set) lazy var onlineIndicatorView: UIView = components.onlineIndicatorView.init()

    /// Whether the dot shows (set it for an online user).
    open var isOnlineIndicatorVisible: Bool = false {
        didSet { updatePresence() }
    }

    /// Whether the dot is an app's own view (else the avatar draws the default one).
    private var drawsIndicatorView: Bool { type(of: onlineIndicatorView) != OnlineIndicatorView.self }

    open override func setUpAppearance() {
        super.setUpAppearance()
        onlineIndicatorView.isHidden = true
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(avatarView)
        addSubview(onlineIndicatorView)
        updatePresence()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let d = bounds.width * 0.2
        onlineIndicatorView.frame = CGRect(x: bounds.maxX - 1 - d, y: bounds.minY + 1, width: d, height: d)
    }

    private func updatePresence() {
        let custom = drawsIndicatorView
        avatarView.isOnlineIndicatorEnabled = isOnlineIndicatorVisible
        avatarView.drawsOnlineIndicatorDot = !custom
        onlineIndicatorView.isHidden = !(custom && isOnlineIndicatorVisible)
    }
}
