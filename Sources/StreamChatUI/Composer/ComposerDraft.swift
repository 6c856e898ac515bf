import Foundation
import StreamChat

/// What the composer shows in a screenshot (chatshot extension: the transcript's top-level `composer`), the data
/// the SDK's `ComposerVC.Content` holds: text, state, the message being quoted or edited, a command and attachments.
public struct ComposerDraft: Sendable {
    /// A local file attached in the composer, not yet uploaded.
    public struct Attachment: Hashable, Sendable {
        /// `image`, `file`, `video`, `audio`, … (Stream's attachment types).
        public var type: String
        /// The file name shown (`report.pdf`).
        public var name: String
        /// The size in bytes.
        public var fileSize: Int?
        /// The local file (an absolute path) for image previews; nil draws a placeholder.
        public var path: String?
        public var mimeType: String?
        /// Where its upload is (`upload_state` / `upload_progress`); nil: not started.
        public var uploadingState: LocalAttachmentState?

        public init(
            type: String, name: String, fileSize: Int? = nil, path: String? = nil, mimeType: String? = nil,
            uploadingState: LocalAttachmentState? = nil
        ) {
            self.type = type
            self.name = name
            self.fileSize = fileSize
            self.path = path
            self.mimeType = mimeType
            self.uploadingState = uploadingState
        }
    }

    /// A voice message being recorded (`recording`).
    public struct Recording: Hashable, Sendable {
        /// `recording` (the record button held: "slide to cancel") or `locked` (hands-free: waveform, stop, send).
        public var isLocked: Bool
        /// Seconds recorded so far.
        public var duration: TimeInterval
        /// Loudness samples between 0 and 1 (empty: a made-up waveform).
        public var waveform: [Double]
        public init(isLocked: Bool = false, duration: TimeInterval = 0, waveform: [Double] = []) {
            self.isLocked = isLocked
            self.duration = duration
            self.waveform = waveform
        }
    }

    /// What the composer's link preview shows for the draft's first link (`link_preview`).
    public struct LinkPreview: Hashable, Sendable {
        public var title: String?
        public var text: String?
        /// A local path (absolute) or a remote URL (drawn as a placeholder).
        public var imageURL: String?
        public init(title: String? = nil, text: String? = nil, imageURL: String? = nil) {
            self.title = title
            self.text = text
            self.imageURL = imageURL
        }
    }

    public var text: String
    public var state: ComposerState
    public var quotingMessage: ChatMessage?
    public var editingMessage: ChatMessage?
    /// The active slash command (`giphy`), from the channel's commands when it lists it.
    public var command: ChannelConfig.Command?
    public var attachments: [Attachment]
    /// Replaces the input's placeholder ("Send a message") when set.
    public var placeholder: String?
    /// Seconds left before slow mode lets the user send again (`cooldown_remaining`; 0: none).
    public var cooldownRemaining = 0
    /// A voice message being recorded.
    public var recording: Recording?
    /// Data for the link preview of the draft's first link.
    public var linkPreview: LinkPreview?
    /// Whether the link preview bar shows above the input (`link_preview: false`: not yet, the link not enriched, or
    /// the preview dismissed; the text's links stay highlighted either way).
    public var showsLinkPreview = true

    public init(
        text: String = "", state: ComposerState = .new, quotingMessage: ChatMessage? = nil,
        editingMessage: ChatMessage? = nil,
        command: ChannelConfig.Command? = nil, attachments: [Attachment] = [], placeholder: String? = nil
    ) {
        self.text = text
        self.state = state
        self.quotingMessage = quotingMessage
        self.editingMessage = editingMessage
        self.command = command
        self.attachments = attachments
        self.placeholder = placeholder
    }
}
