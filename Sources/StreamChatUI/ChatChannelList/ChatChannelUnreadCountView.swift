import ChatCanvas
import StreamChat
import UIKit

/// The red unread badge of a channel list row (the SDK's `ChatChannelUnreadCountView`): a capsule at least as wide
/// as it is tall, margins 2 pt vertical / 3 pt horizontal, accentError fill, the count in footnoteBold white.
/// Hidden when nothing is unread.
open class ChatChannelUnreadCountView: _View {
    public var content: ChannelUnreadCount = .noUnread { didSet { updateContentIfNeeded() } }
    public let unreadCountLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["unreadCountLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["unreadCountLabel": unreadCountLabel] }

    open override func setUpLayout() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        addSubview(unreadCountLabel)
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.accentError
        unreadCountLabel.font = appearance.fonts.footnoteBold
        unreadCountLabel.adjustsFontForContentSizeCategory = true
        unreadCountLabel.textColor = appearance.colorPalette.textOnAccent
        unreadCountLabel.textAlignment = .center
    }

    open override func updateContent() {
        isHidden = content.messages == 0
        unreadCountLabel.text = content.messages == 0 ? nil : String(content.messages)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = directionalLayoutMargins
        let text = unreadCountLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let h = text.height + m.top + m.bottom
        var s = CGSize(width: max(h, text.width + m.leading + m.trailing), height: h)
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let fh = f.height { s.height = fh }
        return s
    }

    open override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        let text = unreadCountLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        unreadCountLabel.frame = CGRect(
            x: 0, y: (bounds.height - text.height) / 2, width: bounds.width, height: text.height)
    }
}
