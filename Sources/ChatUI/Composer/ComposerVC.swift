import ChatCanvas
import Foundation

/// The composer's logic (the SDK's `ComposerVC`): it owns the `composerView` (from `Components.messageComposerView`)
/// and pushes `content` — text, state, quoted/edited message, command, attachments — into it in `updateContent()`.
open class ComposerVC: UIViewController {
    /// The composer's content (the SDK's `ComposerVC.Content`).
    public struct Content: Sendable {
        public var text: String
        public var state: ComposerState
        public var editingMessage: ChatMessage?
        public var quotingMessage: ChatMessage?
        public var threadMessage: ChatMessage?
        public var attachments: [ChatMessageAttachment]
        public var command: ChannelConfig.Command?

        public init(text: String = "", state: ComposerState = .new, editingMessage: ChatMessage? = nil,
                    quotingMessage: ChatMessage? = nil, threadMessage: ChatMessage? = nil,
                    attachments: [ChatMessageAttachment] = [], command: ChannelConfig.Command? = nil) {
            self.text = text; self.state = state; self.editingMessage = editingMessage; self.quotingMessage = quotingMessage
            self.threadMessage = threadMessage; self.attachments = attachments; self.command = command
        }
        public static var initial: Content { Content() }
        public var isEmpty: Bool { text.isEmpty && attachments.isEmpty && command == nil }
    }

    public var content: Content = .initial { didSet { updateContentIfNeeded() } }
    /// The character that starts a mention suggestion.
    open var mentionSymbol: String { manifestSettings.mentionSymbol ?? "@" }
    /// The character that starts a command suggestion (only as the first character).
    open var commandSymbol: String { manifestSettings.commandSymbol ?? "/" }

    /// What a manifest set on the composer (placeholder, symbols, suggestions on/off, a custom state's title).
    public struct ManifestSettings: Sendable {
        public var placeholder: String?
        public var mentionSymbol: String?
        public var commandSymbol: String?
        public var isMentionSuggestionsEnabled = true
        public var isCommandSuggestionsEnabled = true
        public var title: String?
    }
    public private(set) var manifestSettings = ManifestSettings()

    open override func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        switch (name, value) {
        case ("placeholder", .string(let s)):
            manifestSettings.placeholder = s
            if content.state == .new { composerView.inputMessageView.textView.placeholderLabel.text = s }
        case ("mentionSymbol", .string(let s)): manifestSettings.mentionSymbol = s
        case ("commandSymbol", .string(let s)): manifestSettings.commandSymbol = s
        case ("isMentionSuggestionsEnabled", .bool(let b)): manifestSettings.isMentionSuggestionsEnabled = b
        case ("isCommandSuggestionsEnabled", .bool(let b)): manifestSettings.isCommandSuggestionsEnabled = b
        case ("title", .string(let s)):
            manifestSettings.title = s
            if ![.new, .edit, .quote].contains(content.state) { composerView.titleLabel.text = s }
        default: return super.applyOverrideProperty(name, value)
        }
        return true
    }

    public private(set) lazy var composerView: ComposerView = components.messageComposerView.init()

    open override class var customizableSubviewNames: [String] { ["composerView"] }
    open override func customizableSubviews() -> [String: UIView] { ["composerView": composerView] }

    open override func setUpLayout() {
        embed(composerView)
    }

    open override func updateContent() {
        let palette = appearance.colorPalette
        let input = composerView.inputMessageView
        input.textView.text = content.text
        input.textView.placeholderLabel.text = "Send a message"

        switch content.state {
        case .edit:
            composerView.headerView.isHidden = false
            composerView.titleLabel.text = "Edit Message"
        case .quote:
            composerView.headerView.isHidden = false
            composerView.titleLabel.text = "Reply to Message"
        case .new:
            composerView.headerView.isHidden = true
        default:
            // A custom state shows the header; a subclass (or the manifest) gives it a title.
            composerView.headerView.isHidden = false
            composerView.titleLabel.text = nil
        }

        if let quoted = content.quotingMessage, content.state == .quote {
            input.quotedMessageView.isHidden = false
            input.quotedMessageView.content = .init(message: quoted, avatarAlignment: quoted.isSentByCurrentUser ? .trailing : .leading)
        } else {
            input.quotedMessageView.isHidden = true
        }

        let hasContent = !content.isEmpty
        let editing = content.state == .edit
        composerView.sendButton.isHidden = editing
        composerView.confirmButton.isHidden = !editing
        composerView.sendButton.tintColor = hasContent ? tintColor : palette.inputSendIconDisabled
        composerView.sendButton.imageView.rotation = hasContent ? -Double.pi / 2 : 0
        composerView.confirmButton.tintColor = hasContent ? tintColor : palette.inputTextIcon
        let typing = !content.text.isEmpty
        composerView.attachmentButton.isHidden = typing || content.command != nil
        composerView.commandsButton.isHidden = typing || content.command != nil
        composerView.shrinkInputButton.isHidden = !typing || content.command != nil
        composerView.shrinkInputButton.tintColor = tintColor

        input.commandLabelView.isHidden = content.command == nil
        input.commandLabelView.content = content.command?.name
        input.clearButton.isHidden = content.command == nil
    }
}
