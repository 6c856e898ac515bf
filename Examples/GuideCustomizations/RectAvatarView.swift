import StreamChatUI

// components.md, "Example: custom avatar": rectangular avatars.
final class RectAvatarView: ChatAvatarView {
    override func setUpAppearance() {
        super.setUpAppearance()

        imageView.layer.cornerRadius = 3
    }
}

// working-with-messagelist-layout.md, "Square avatars": the same change made in layoutSubviews.
final class SquareAvatarView: ChatAvatarView {
    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.layer.cornerRadius = 3
    }
}
