import ChatCanvas
import StreamChat
import UIKit

/// The ephemeral `/giphy` preview only its sender sees (the SDK's `ChatMessageInteractiveAttachmentView`): the giphy
/// (`Components.giphyView`), a 1-pt line, and the attachment's actions side by side in equal widths
/// (`Components.giphyActionButton`: Send, Shuffle, Cancel), 1 pt apart.
open class ChatMessageInteractiveAttachmentView: _View {
    public struct Content: Sendable {
        public var image: UIImage?
        public var actions: [AttachmentAction]
        public init(image: UIImage?, actions: [AttachmentAction]) {
            self.image = image
            self.actions = actions
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    public private(set) lazy var preview: ChatMessageGiphyView = components.giphyView.init()
    public let separator = UIView()
    public let actionsStackView = FillEquallyStackView()
    public private(set) var actionButtons: [ChatMessageInteractiveAttachmentActionButton] = []

    open override class var customizableSubviewNames: [String] { ["preview", "separator", "actionsStackView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["preview": preview, "separator": separator, "actionsStackView": actionsStackView]
    }

    open override func setUpLayout() {
        addSubview(preview)
        addSubview(separator)
        addSubview(actionsStackView)
    }

    open override func setUpAppearance() {
        preview.layer.cornerRadius = 8
        preview.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        preview.clipsToBounds = true
        separator.backgroundColor = appearance.colorPalette.borderCoreDefault
    }

    open override func updateContent() {
        preview.content = content?.image
        for b in actionButtons { b.removeFromSuperview() }
        actionButtons = (content?.actions ?? []).map { _ in components.giphyActionButton.init() }
        for b in actionButtons { actionsStackView.addSubview(b) }
        for (button, action) in zip(actionButtons, content?.actions ?? []) { button.content = action }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite ? size.width : 200
        let actions = actionButtons.map { $0.measure(CGSize(width: w, height: CGFloat.infinity)).height }.max() ?? 0
        return CGSize(width: w, height: w + 1 + actions)
    }

    open override func layoutSubviews() {
        let w = bounds.width
        preview.frame = CGRect(x: 0, y: 0, width: w, height: w)
        separator.frame = CGRect(x: 0, y: w, width: w, height: 1)
        actionsStackView.frame = CGRect(x: 0, y: w + 1, width: w, height: max(0, bounds.height - w - 1))
    }
}
