import ChatCanvas
import StreamChat
import UIKit

/// Adds a message's attachment views to a `ChatMessageContentView` (the SDK's injector): it inserts its views
/// into the content view's containers after `layout(options:)`, and fills them when the content is set.
@preconcurrency @MainActor
open class AttachmentViewInjector {
    public unowned let contentView: ChatMessageContentView

    public required init(_ contentView: ChatMessageContentView) {
        self.contentView = contentView
    }

    /// Whether the message column takes exactly `maxContentWidthMultiplier` of the width (all built-in injectors do).
    open var fillsAvailableSpace: Bool { true }

    /// Called at the end of the content view's `layout(options:)`: build and insert the attachment views.
    open func contentViewDidLayout(options: ChatMessageLayoutOptions) {}

    /// Called at the end of the content view's `updateContent()`: show the message's attachments.
    open func contentViewDidUpdateContent() {}

    // MARK: Helpers for injectors

    /// The message's attachments of the given kinds (in transcript order).
    public func attachments(_ kinds: Set<AttachmentKind>) -> [TranscriptAttachment] {
        (contentView.content?.attachments ?? []).filter { kinds.contains(AttachmentKind($0.type)) }
    }

    /// Inserts a view at the top of the bubble, edge to edge (ignoring the bubble content's 8-pt margins), as the
    /// SDK's gallery, files, giphy and voice-recording injectors do.
    public func insertAtTop(_ view: UIView) {
        let container = contentView.bubbleContentContainer
        container.insertArrangedSubview(view, at: 0, respectsLayoutMargins: false)
        topAttachmentViews.append(view)
        updateTopMargins()
    }

    /// Views inserted with `insertAtTop` (the stack's top margin is dropped above them).
    private var topAttachmentViews: [UIView] = []

    /// The content container keeps its 8-pt margins for the text, but an edge-to-edge attachment at the top has
    /// no margin above it, and none below it either when it is the only content.
    func updateTopMargins() {
        let container = contentView.bubbleContentContainer
        var m = container.directionalLayoutMargins
        let visible = container.arrangedSubviews.filter { !$0.isHidden }
        if let first = visible.first, topAttachmentViews.contains(where: { $0 === first }) { m.top = 0 }
        if let last = visible.last, topAttachmentViews.contains(where: { $0 === last }) { m.bottom = 0 }
        container.directionalLayoutMargins = m
    }

    /// Makes the bubble clip its content (gallery, giphy and link previews).
    public func clipBubble() {
        contentView.bubbleView?.clipsToBounds = true
    }

    /// The corners of the bubble that are round, for attachment views at its top or bottom edge.
    public var bubbleRoundedCorners: CACornerMask {
        contentView.bubbleView?.layer.maskedCorners ?? .all
    }

    /// Whether a view is the last visible content of the bubble (so it touches the bubble's bottom corners).
    public func isLastInBubble(_ view: UIView) -> Bool {
        contentView.bubbleContentContainer.arrangedSubviews.last(where: { !$0.isHidden }) === view
    }
}
