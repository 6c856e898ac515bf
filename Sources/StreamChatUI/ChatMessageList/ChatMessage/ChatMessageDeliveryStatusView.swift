import ChatCanvas
import UIKit

/// The current user's delivery receipt: an optional read count and a 16-pt checkmark (clock, check, grey double check
/// when delivered, blue double check when read).
open class ChatMessageDeliveryStatusView: _View {
    public struct Content: Sendable {
        public var status: MessageDeliveryStatus
        /// Shown before the checkmark in group channels when others have read the message.
        public var readCount: Int?
        public init(status: MessageDeliveryStatus, readCount: Int? = nil) {
            self.status = status
            self.readCount = readCount
        }
    }

    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public let messageReadCountsLabel = UILabel()
    public let checkmarkImageView = UIImageView()
    public var content: Content? { didSet { updateContentIfNeeded() } }

    open override class var customizableSubviewNames: [String] {
        ["container", "messageReadCountsLabel", "checkmarkImageView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "container": container, "messageReadCountsLabel": messageReadCountsLabel,
            "checkmarkImageView": checkmarkImageView
        ]
    }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([messageReadCountsLabel, checkmarkImageView])
        NSLayoutConstraint.activate([
            checkmarkImageView.widthAnchor.constraint(equalToConstant: 16),
            checkmarkImageView.heightAnchor.constraint(equalToConstant: 16)
        ])
    }

    open override func setUpAppearance() {
        messageReadCountsLabel.font = appearance.fonts.footnoteBold
        messageReadCountsLabel.adjustsFontForContentSizeCategory = true
        messageReadCountsLabel.textColor = appearance.colorPalette.accentPrimary
        checkmarkImageView.contentMode = .scaleAspectFit
    }

    open override func updateContent() {
        let palette = appearance.colorPalette
        switch content?.status {
        case .pending:
            checkmarkImageView.image = appearance.images.messageDeliveryStatusSending
            checkmarkImageView.tintColor = palette.textTertiary
        case .sent:
            checkmarkImageView.image = appearance.images.messageDeliveryStatusSent
            checkmarkImageView.tintColor = palette.textTertiary
        case .delivered:
            // The SDK draws a delivered message with the read double check, in the grey of a sent one.
            checkmarkImageView.image = appearance.images.messageDeliveryStatusRead
            checkmarkImageView.tintColor = palette.textTertiary
        case .read:
            checkmarkImageView.image = appearance.images.messageDeliveryStatusRead
            checkmarkImageView.tintColor = palette.accentPrimary
        case .failed:
            checkmarkImageView.image = appearance.images.messageDeliveryStatusFailed
            checkmarkImageView.tintColor = palette.accentError
        default:
            checkmarkImageView.image = nil
        }
        if let n = content?.readCount, n > 0 {
            messageReadCountsLabel.text = "\(n)"
            messageReadCountsLabel.isHidden = false
        } else {
            messageReadCountsLabel.isHidden = true
        }
    }
}
