import ChatCanvas
import StreamChat
import UIKit

/// The avatar of a channel (the SDK's `ChatChannelAvatarView`): the channel image; else, in a channel of two
/// members, the other member's avatar (initials without an image) with the presence dot; else up to four member
/// images merged (halves, a half and two quarters, or quarters); else the person glyph.
open class ChatChannelAvatarView: _View {
    /// What the avatar shows: a channel, seen by a user (the other member of a channel of two is shown).
    public typealias Content = (channel: ChatChannel?, currentUserId: UserId?)

    /// The channel and the current user's id, as in the SDK.
    open var content: Content = (nil, nil) { didSet { updateContentIfNeeded() } }
    /// The avatar with the presence dot (from `Components.presenceAvatarView`; its `avatarView` shows a single image
    /// or the placeholder).
    open private(set) lazy var presenceAvatarView: ChatPresenceAvatarView = components.presenceAvatarView.init()
    /// Draws the merged images of a group's members over the avatar's shape.
    public let mergedAvatarView = MergedAvatarView()

    open override class var customizableSubviewNames: [String] { ["presenceAvatarView", "mergedAvatarView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["presenceAvatarView": presenceAvatarView, "mergedAvatarView": mergedAvatarView]
    }

    open override func setUpLayout() {
        embed(presenceAvatarView)
        embed(mergedAvatarView)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 48, height: 48) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The merged images take the avatar's own shape (round by default, squared by a custom avatar view).
        mergedAvatarView.layer.cornerRadius = presenceAvatarView.avatarView.imageView.layer.cornerRadius
    }

    open override func updateContent() {
        mergedAvatarView.images = []
        mergedAvatarView.isHidden = true
        presenceAvatarView.isOnlineIndicatorVisible = false
        guard let channel = content.channel else {
            presenceAvatarView.avatarView.content = AvatarContent(image: nil, name: nil)
            return
        }
        loadAvatar(for: channel)
    }

    /// Shows the avatar of `channel` (the SDK's; `updateContent` calls it): the channel's image, else the other
    /// member's of a channel of two, else the images of up to four other members. Override to show another.
    open func loadAvatar(for channel: ChatChannel) {
        let loader = components.imageLoader
        let others = channel.members.filter { $0.id != content.currentUserId }
        if let url = channel.imageURL {
            // The channel's own image; one that cannot be shown (a remote URL) draws the empty placeholder, as the
            // SDK does while its image loads.
            presenceAvatarView.avatarView.content = AvatarContent(image: loader?.image(for: url), name: nil)
        } else if channel.memberCount == 2 {
            // Two members (named or not): the other member's image or initials, with the presence dot.
            if let other = others.first {
                presenceAvatarView.avatarView.content = AvatarContent(
                    image: loader?.image(for: other.imageURL), name: other.name,
                    isOnline: other.isOnline)
                presenceAvatarView.isOnlineIndicatorVisible = other.isOnline
            } else {
                presenceAvatarView.avatarView.content = AvatarContent(image: nil, name: nil)
            }
        } else {
            // Groups: the images of up to four other members (members without one are left out); none → the person
            // glyph (the SDK merges only downloaded images).
            let images = others.compactMap { loader?.image(for: $0.imageURL) }.prefix(4)
            if images.count > 1 {
                mergedAvatarView.images = Array(images)
                mergedAvatarView.isHidden = false
                presenceAvatarView.avatarView.content = AvatarContent(image: nil, name: nil)
            } else {
                presenceAvatarView.avatarView.content = AvatarContent(image: images.first, name: nil)
            }
        }
    }

    /// Shows the image at `url` in the avatar, else `placeholder` (the SDK's): a local file or an image the
    /// transcript carries is drawn; a remote URL is never fetched, so its placeholder is.
    open func loadIntoAvatarImageView(from url: URL?, placeholder: UIImage?) {
        let image = url.flatMap { components.imageLoader?.image(for: $0.isFileURL ? $0.path : $0.absoluteString) }
        presenceAvatarView.avatarView.content = AvatarContent(image: image ?? placeholder, name: nil)
    }
}
