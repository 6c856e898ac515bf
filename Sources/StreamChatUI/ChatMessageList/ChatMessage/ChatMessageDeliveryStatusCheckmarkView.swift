import UIKit

/// The checkmark of a message's delivery status (`Components.messageDeliveryStatusCheckmarkView`): the sending
/// clock, one check when sent, two when read, in the state's colour.
open class ChatMessageDeliveryStatusCheckmarkView: _View, ThemeProvider {
    /// The status it shows.
    public enum Content: Equatable, Sendable {
        case sending, sent, read
    }

    /// What it shows (nil: nothing).
    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The checkmark image.
    public let imageView = UIImageView()

    open override func setUpLayout() {
        super.setUpLayout()
        embed(imageView)
        imageView.contentMode = .scaleAspectFit
    }

    open override func updateContent() {
        super.updateContent()
        let images = appearance.images
        switch content {
        case .sending:
            imageView.image = images.messageDeliveryStatusSending
            imageView.tintColor = appearance.colorPalette.textTertiary
        case .sent:
            imageView.image = images.messageDeliveryStatusSent
            imageView.tintColor = appearance.colorPalette.textTertiary
        case .read:
            imageView.image = images.messageDeliveryStatusRead
            imageView.tintColor = tintColor
        case nil:
            imageView.image = nil
        }
    }
}
