import StreamChat
import UIKit

/// The attachments waiting to be sent, at the top of the composer's input (the SDK's `AttachmentsPreviewVC`):
/// images and videos as 100-pt thumbnails in a horizontal row, then files as 64-pt rows in a vertical list that
/// shows at most `maxNumberOfVerticalItems` rows (the next one peeks in, as when it scrolls).
open class AttachmentsPreviewVC: _ViewController {
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    public var content: [TranscriptAttachment] = [] { didSet { updateContentIfNeeded() } }
    /// File rows visible before the list scrolls (the SDK's `maxNumberOfVerticalItems`).
    public var maxNumberOfVerticalItems = 3

    /// The SDK's `containerStackView`: the media row over the file list, 8 pt apart.
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 8)
    public let horizontalStackView = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let verticalStackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 8)
    /// Clips the file rows to the visible height.
    public let verticalScrollView = ClippingScrollView()

    open override class var customizableSubviewNames: [String] {
        ["stackView", "horizontalStackView", "verticalStackView"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["stackView": stackView, "horizontalStackView": horizontalStackView, "verticalStackView": verticalStackView]
    }

    open override func setUpLayout() {
        embed(stackView)
        for s in [horizontalStackView, verticalStackView] {
            s.isLayoutMarginsRelativeArrangement = true
            s.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        verticalScrollView.contentView = verticalStackView
        stackView.addArrangedSubviews([horizontalStackView, verticalScrollView])
        stackView.isLayoutMarginsRelativeArrangement = true
    }

    public static func isMedia(_ a: TranscriptAttachment) -> Bool {
        a.type == "image" || a.type == "video" || a.type == "giphy"
    }

    open override func updateContent() {
        horizontalStackView.removeAllArrangedSubviews()
        verticalStackView.removeAllArrangedSubviews()
        for a in content {
            if Self.isMedia(a) {
                let v = components.imageAttachmentComposerPreview.init()
                horizontalStackView.addArrangedSubview(v)
                v.content = a
            } else {
                let v = FileAttachmentComposerPreview()
                verticalStackView.addArrangedSubview(v)
                v.content = a
            }
        }
        let noMedia = horizontalStackView.arrangedSubviews.isEmpty
        let noFiles = verticalStackView.arrangedSubviews.isEmpty
        horizontalStackView.isHidden = noMedia
        verticalScrollView.isHidden = noFiles
        // In the SDK both sections stay in the container; an empty one is 0 pt tall but still gets the 8-pt spacing
        // (files alone start 16 pt below the input's top edge: the measured `ComposerVC_Tests` pictures).
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: noMedia && !noFiles ? 8 : 0, leading: 0,
            bottom: noFiles && !noMedia ? 8 : 0, trailing: 0)
        let rows = verticalStackView.arrangedSubviews.count
        // More rows than fit: show the first ones and half of the next, as a scrolled list does.
        verticalScrollView.maxHeight =
            rows > maxNumberOfVerticalItems ? CGFloat(maxNumberOfVerticalItems) * (64 + 8) + 16 : nil
    }
}
