import ChatCanvas
import StreamChat
import UIKit

/// Avatars of a few users, overlapping (the SDK's `StackedUserAvatarsView`): 20-pt avatars, 6 pt overlap.
open class StackedUserAvatarsView: _View {
    public var content: [ChatUser] = [] { didSet { updateContentIfNeeded() } }
    public private(set) var avatarViews: [ChatAvatarView] = []
    open var avatarSize: CGFloat { 20 }

    open override func updateContent() {
        for v in avatarViews { v.removeFromSuperview() }
        avatarViews = content.map { user in
            let v = components.avatarView.init()
            addSubview(v)
            v.content = AvatarContent(image: components.imageLoader?.image(for: user.imageURL), name: user.name)
            return v
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let n = CGFloat(avatarViews.count)
        return n == 0 ? .zero : CGSize(width: n * avatarSize - (n - 1) * 6, height: avatarSize)
    }

    open override func layoutSubviews() {
        for (i, v) in avatarViews.enumerated() {
            var f = CGRect(x: CGFloat(i) * (avatarSize - 6), y: 0, width: avatarSize, height: avatarSize)
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            v.frame = f
            v.layoutIfNeeded()
        }
    }
}
