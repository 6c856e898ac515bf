import StreamChat
import UIKit
import ChatCanvas

/// The avatar of a channel (the SDK's `ChatChannelAvatarView`): the channel image; else, in a channel of two
/// members, the other member's avatar (initials without an image) with the presence dot; else up to four member
/// images merged (halves, a half and two quarters, or quarters); else the person glyph.
open class ChatChannelAvatarView: _View {
    public struct Content: Sendable {
        public var channel: ChatChannel?
        public var currentUserId: String?
        public init(channel: ChatChannel?, currentUserId: String?) { self.channel = channel; self.currentUserId = currentUserId }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The avatar that shows a single image or placeholder and the presence dot (from `Components.avatarView`).
    public private(set) lazy var presenceAvatarView: ChatAvatarView = components.avatarView.init()
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

    open override func setUpAppearance() {
        presenceAvatarView.isOnlineIndicatorEnabled = true
    }

    open override var intrinsicContentSize: Size { Size(width: 48, height: 48) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The merged images take the avatar's own shape (round by default, squared by a custom avatar view).
        mergedAvatarView.layer.cornerRadius = presenceAvatarView.imageView.layer.cornerRadius
    }

    open override func updateContent() {
        let loader = components.imageLoader
        let channel = content?.channel
        mergedAvatarView.images = []
        mergedAvatarView.isHidden = true
        guard let channel else {
            presenceAvatarView.content = AvatarContent(image: nil, name: nil)
            return
        }
        let others = channel.members.filter { $0.id != content?.currentUserId }
        if let url = channel.imageURL {
            // The channel's own image; one that cannot be shown (a remote URL) draws the empty placeholder, as the
            // SDK does while its image loads.
            presenceAvatarView.content = AvatarContent(image: loader?.image(for: url), name: nil)
        } else if channel.memberCount == 2 {
            // Two members (named or not): the other member's image or initials, with the presence dot.
            if let other = others.first {
                presenceAvatarView.content = AvatarContent(image: loader?.image(for: other.imageURL), name: other.name,
                                                           isOnline: other.isOnline)
            } else {
                presenceAvatarView.content = AvatarContent(image: nil, name: nil)
            }
        } else {
            // Groups: the images of up to four other members (members without one are left out); none → the person
            // glyph (the SDK merges only downloaded images).
            let images = others.compactMap { loader?.image(for: $0.imageURL) }.prefix(4)
            if images.count > 1 {
                mergedAvatarView.images = Array(images)
                mergedAvatarView.isHidden = false
                presenceAvatarView.content = AvatarContent(image: nil, name: nil)
            } else {
                presenceAvatarView.content = AvatarContent(image: images.first, name: nil)
            }
        }
    }
}

/// Two to four images merged into one round avatar: 2 → left and right halves; 3 → the left half and the right
/// half split top and bottom; 4 → a 2×2 grid (left column images 1 and 3, right column 2 and 4).
open class MergedAvatarView: _View {
    public var images: [UIImage] = []

    open override func setUpAppearance() {
        clipsToBounds = true
        layer.cornerRadius = .greatestFiniteMagnitude
    }

    /// The tile of each image.
    public func tiles(in r: Rect) -> [Rect] {
        let hw = r.width / 2, hh = r.height / 2
        let left = Rect(x: r.minX, y: r.minY, width: hw, height: r.height)
        let right = Rect(x: r.minX + hw, y: r.minY, width: hw, height: r.height)
        switch images.count {
        case 0: return []
        case 1: return [r]
        case 2: return [left, right]
        case 3: return [left, Rect(x: r.minX + hw, y: r.minY, width: hw, height: hh), Rect(x: r.minX + hw, y: r.minY + hh, width: hw, height: hh)]
        default:
            return [Rect(x: r.minX, y: r.minY, width: hw, height: hh), Rect(x: r.minX + hw, y: r.minY, width: hw, height: hh),
                    Rect(x: r.minX, y: r.minY + hh, width: hw, height: hh), Rect(x: r.minX + hw, y: r.minY + hh, width: hw, height: hh)]
        }
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        for (img, tile) in zip(images, tiles(in: rect)) {
            canvas.withState {
                canvas.clip(to: tile)
                canvas.draw(img.image, in: tile, contentMode: .aspectFill)
            }
        }
    }
}
