import ChatCanvas

/// Adds a message's attachment views to a `ChatMessageContentView` (the SDK's injector): it inserts its views
/// into the content view's containers after `layout(options:)`, and fills them when the content is set.
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
}

/// Chooses the injector for a message (the SDK's `AttachmentViewCatalog`); nil: no attachment views.
/// Deleted and system messages get none.
open class AttachmentViewCatalog {
    public init() {}

    open func attachmentViewInjectorClassFor(message: ChatMessage, components: Components) -> AttachmentViewInjector.Type? {
        nil
    }
}
