import ChatCanvas
import StreamChat
import UIKit

/// The GIPHY badge: a black 60 % capsule with the round GIPHY logo (its 24-pt image) and "GIPHY" in bodyBold white
/// right after it, padding 4/6: 32 pt tall, as the SDK's stack of the two at their own sizes.
open class ChatMessageGiphyBadgeView: _View {
    public let logoImageView = UIImageView()
    public let titleLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["logoImageView", "titleLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["logoImageView": logoImageView, "titleLabel": titleLabel]
    }

    open override func setUpLayout() {
        addSubview(logoImageView)
        addSubview(titleLabel)
    }

    open override func setUpAppearance() {
        backgroundColor = UIColor.black.withAlphaComponent(0.6)
        logoImageView.image = appearance.images["commandGiphy"]
        logoImageView.contentMode = .scaleAspectFit
        titleLabel.text = "GIPHY"
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.textColor = appearance.colorPalette.textOnAccent
    }

    private let logoSize = 24.0

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = titleLabel.intrinsicContentSize
        return CGSize(width: 6 + logoSize + t.width + 6, height: max(logoSize, t.height) + 8)
    }

    open override func layoutSubviews() {
        let b = bounds
        layer.cornerRadius = b.height / 2
        let t = titleLabel.intrinsicContentSize
        var logo = CGRect(x: 6, y: (b.height - logoSize) / 2, width: logoSize, height: logoSize)
        var title = CGRect(x: logo.maxX, y: (b.height - t.height) / 2, width: t.width, height: t.height)
        if isRightToLeft {
            logo.origin.x = b.width - logo.maxX
            title.origin.x = b.width - title.maxX
        }
        logoImageView.frame = logo
        titleLabel.frame = title
    }
}
