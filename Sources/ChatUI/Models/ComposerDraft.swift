import Foundation

/// What the composer shows in a screenshot (chatshot extension: the transcript's top-level `composer`), the data
/// the SDK's `ComposerVC.Content` holds: text, state, the message being quoted or edited, a command and attachments.
public struct ComposerDraft: Sendable {
    /// The composer's state, like the SDK's `ComposerState`: extensible (`State(rawValue: "custom")`).
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let new = State(rawValue: "new")
        public static let edit = State(rawValue: "edit")
        public static let quote = State(rawValue: "quote")
        public var description: String { rawValue }
    }

    /// A local file attached in the composer, not yet uploaded.
    public struct Attachment: Hashable, Sendable {
        /// `image`, `file`, `video`, `audio`, … (Stream's attachment types).
        public var type: String
        /// The file name shown (`report.pdf`).
        public var name: String
        /// Size in bytes.
        public var fileSize: Int?
        /// The local file (an absolute path) for image previews; nil draws a placeholder.
        public var path: String?
        public var mimeType: String?

        public init(type: String, name: String, fileSize: Int? = nil, path: String? = nil, mimeType: String? = nil) {
            self.type = type; self.name = name; self.fileSize = fileSize; self.path = path; self.mimeType = mimeType
        }
    }

    public var text: String
    public var state: State
    public var quotingMessage: ChatMessage?
    public var editingMessage: ChatMessage?
    /// The active slash command (`giphy`), from the channel's commands when it lists it.
    public var command: ChannelConfig.Command?
    public var attachments: [Attachment]
    /// Replaces the input's placeholder ("Send a message") when set.
    public var placeholder: String?

    public init(text: String = "", state: State = .new, quotingMessage: ChatMessage? = nil, editingMessage: ChatMessage? = nil,
                command: ChannelConfig.Command? = nil, attachments: [Attachment] = [], placeholder: String? = nil) {
        self.text = text; self.state = state; self.quotingMessage = quotingMessage; self.editingMessage = editingMessage
        self.command = command; self.attachments = attachments; self.placeholder = placeholder
    }
}
