import ChatCanvas
import StreamChat
import Synchronization
import UIKit

/// Several kinds at once (the SDK's `MixedAttachmentViewInjector`): the gallery, then the files (with
/// "Unsupported Attachment" rows for unknown kinds), then the voice recordings, stacked at the top of the bubble.
open class MixedAttachmentViewInjector: AttachmentViewInjector {
    /// The images and videos (from `Components.galleryView`).
    public private(set) lazy var galleryView: ChatMessageGalleryView = contentView.components.galleryView.init()
    public private(set) lazy var fileAttachmentView = ChatMessageFileAttachmentListView()
    public private(set) lazy var voiceRecordingAttachmentView = ChatMessageVoiceRecordingAttachmentListView()

    /// The injectors registered with `register(_:with:)` for the attachment types this message has, in the order
    /// they were registered; they draw after the built-in views. Made once the content view has its message.
    public private(set) var registeredInjectors: [AttachmentViewInjector] = []
    private var registeredInjectorsMade = false
    private var layoutOptions: ChatMessageLayoutOptions?

    /// Makes and lays out the registered injectors once the message is known (layout may come before content).
    private func makeRegisteredInjectorsIfNeeded() {
        guard !registeredInjectorsMade, let options = layoutOptions, let message = contentView.content else { return }
        registeredInjectorsMade = true
        let present = Set(message.attachments.map { AttachmentType(rawValue: $0.type) })
        registeredInjectors = Self.registeredTypes.filter { present.contains($0.type) }.map {
            $0.injector.init(contentView)
        }
        for injector in registeredInjectors { injector.contentViewDidLayout(options: options) }
    }

    /// The attachment kinds a registered injector draws in place of the built-in views.
    private var replacedKinds: Set<AttachmentKind> {
        let present = Set((contentView.content?.attachments ?? []).map { AttachmentType(rawValue: $0.type) })
        return Set(Self.registeredTypes.filter { present.contains($0.type) }.map { AttachmentKind($0.type.rawValue) })
    }

    /// Draws attachments of `attachmentType` with `injector` when a message mixes them with other attachments
    /// (a later registration of the same type replaces the earlier one; a built-in type's views then leave it to
    /// the registered injector).
    nonisolated public static func register(
        _ attachmentType: AttachmentType, with injector: AttachmentViewInjector.Type
    ) {
        registry.withLock { entries in
            entries.removeAll { $0.type == attachmentType }
            entries.append((attachmentType, injector))
        }
    }

    /// The registered attachment types and their injectors, in registration order.
    nonisolated public static var registeredTypes: [(type: AttachmentType, injector: AttachmentViewInjector.Type)] {
        registry.withLock { $0 }
    }
    nonisolated private static let registry = Mutex<[(type: AttachmentType, injector: AttachmentViewInjector.Type)]>([])

    open override func contentViewDidLayout(options: ChatMessageLayoutOptions) {
        // Inserted bottom-up so the gallery ends up first.
        insertAtTop(voiceRecordingAttachmentView)
        insertAtTop(fileAttachmentView)
        insertAtTop(galleryView)
        contentView.bubbleContentContainer.setCustomSpacing(0, after: galleryView)
        contentView.bubbleContentContainer.setCustomSpacing(0, after: fileAttachmentView)
        clipBubble()
        layoutOptions = options
        makeRegisteredInjectorsIfNeeded()
    }

    open override func contentViewDidUpdateContent() {
        makeRegisteredInjectorsIfNeeded()
        let loader = contentView.components.imageLoader
        let voiceEnabled = contentView.components.isVoiceRecordingEnabled
        let replaced = replacedKinds
        galleryView.content = GalleryAttachmentViewInjector.galleryItems(
            attachments(Set([.image, .video]).subtracting(replaced)), loader: loader)
        galleryView.isHidden = galleryView.content.isEmpty
        var fileKinds: Set<AttachmentKind> = [.file, .audio]
        if !voiceEnabled { fileKinds.insert(.voiceRecording) }
        fileKinds.subtract(replaced)
        let registered = Set(Self.registeredTypes.map(\.type.rawValue))
        let unknown = attachments([.unknown]).filter { !registered.contains($0.type) }
        fileAttachmentView.content = attachments(fileKinds).map { .init(file: $0) } + unknown.map { _ in .unsupported }
        fileAttachmentView.isHidden = fileAttachmentView.content.isEmpty
        voiceRecordingAttachmentView.content =
            voiceEnabled && !replaced.contains(.voiceRecording)
            ? attachments([.voiceRecording]).map { .init(attachment: $0) } : []
        voiceRecordingAttachmentView.isHidden = voiceRecordingAttachmentView.content.isEmpty
        // The 8-pt gap stays between the last attachment view and the text.
        let shown = [galleryView as UIView, fileAttachmentView, voiceRecordingAttachmentView].filter { !$0.isHidden }
        for v in shown { contentView.bubbleContentContainer.setCustomSpacing(v === shown.last ? 8 : 0, after: v) }
        updateTopMargins()
        galleryView.roundedCorners = GalleryAttachmentViewInjector.corners(
            bubble: bubbleRoundedCorners, isLast: isLastInBubble(galleryView))
        for injector in registeredInjectors { injector.contentViewDidUpdateContent() }
    }
}
