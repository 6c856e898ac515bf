import ChatCanvas
import StreamChat
import UIKit

/// The round button at the bottom trailing corner of the message list while it is scrolled up (the SDK's
/// `ScrollToBottomButton`): a 40-pt circle on backgroundCoreElevation1 with a soft shadow, the `scrollDownArrow` in
/// the tint colour, and the unread badge centred on its top edge.
open class ScrollToBottomButton: _Button {
    /// The current user's unread messages in the channel (the badge hides at 0).
    public var content: ChannelUnreadCount = .noUnread { didSet { updateContentIfNeeded() } }
    public private(set) lazy var unreadCountView: ChatMessageListUnreadCountView = components.messageListUnreadCountView
        .init()

    /// The SDK's size: a 40×40 circle.
    public static let size = 40.0

    open override class var customizableSubviewNames: [String] { ["imageView", "unreadCountView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["imageView": buttonImageView, "unreadCountView": unreadCountView]
    }

    open override func setUpLayout() {
        addSubview(unreadCountView)
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: Self.size), heightAnchor.constraint(equalToConstant: Self.size)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        setImage(appearance.images["scrollDownArrow"], for: .normal)
        backgroundColor = palette.backgroundCoreElevation1
        layer.shadowColor = palette.backgroundCoreOverlayDark
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
    }

    open override func updateContent() {
        unreadCountView.content = content
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        // The badge sits centred on the top edge.
        let badge = unreadCountView.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        unreadCountView.frame = CGRect(
            x: (bounds.width - badge.width) / 2, y: -badge.height / 2, width: badge.width, height: badge.height)
    }
}
