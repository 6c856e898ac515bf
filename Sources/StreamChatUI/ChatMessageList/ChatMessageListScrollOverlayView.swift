import ChatCanvas
import CoreGraphics

/// The floating date pill the SDK shows at the top of the list while the user scrolls
/// (`messageListDateOverlayEnabled`): the date of the topmost visible message, 8 pt below the top, centred.
open class ChatMessageListScrollOverlayView: _View {
    public var content: String? { didSet { updateContentIfNeeded() } }
    public private(set) lazy var dateSeparatorView: ChatMessageListDateSeparatorView = components
        .messageListDateSeparatorView.init()

    open override func setUpLayout() {
        addSubview(dateSeparatorView)
    }

    open override func updateContent() {
        dateSeparatorView.content = content
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { dateSeparatorView.sizeThatFits(size) }

    open override func layoutSubviews() {
        dateSeparatorView.frame = bounds
    }
}
