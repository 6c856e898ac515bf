import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The composer's logic (the SDK's `ComposerVC`): it owns the `composerView` (from `Components.messageComposerView`)
/// and pushes `content` — text, state, quoted/edited message, command, attachments — into it in `updateContent()`.
open class ComposerVC: _ViewController {
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The composer's content (the SDK's `ComposerVC.Content`).
    public struct Content: Sendable {
        public var text: String
        public var state: ComposerState
        public var editingMessage: ChatMessage?
        public var quotingMessage: ChatMessage?
        public var threadMessage: ChatMessage?
        public var attachments: [AnyAttachmentPayload]
        public var command: ChannelConfig.Command?
        /// Replaces the input's placeholder ("Send a message") when set (chatshot: the draft's `placeholder`).
        public var placeholder: String?
        /// Seconds left of the slow-mode cooldown: the `cooldownView` counts them in place of the send button (0: none).
        public var cooldownRemaining: Int
        /// A voice message being recorded (`VoiceRecordingVC`).
        public var voiceRecording: VoiceRecordingVC.Content
        /// The preview of the text's first link (shown with `Components.isComposerLinkPreviewEnabled`).
        public var linkPreview: ComposerLinkPreviewView.Content?
        /// The users mentioned in the text (sent with the message; kept).
        public var mentionedUsers: Set<ChatUser> = []
        /// Extra data sent with the message (kept).
        public var extraData: [String: RawJSON] = [:]
        /// Whether the server skips enriching the text's links (kept).
        public var skipEnrichUrl = false

        /// Starts editing `message`: its text in the input, the "Edit Message" header.
        public mutating func editMessage(_ message: ChatMessage) {
            state = .edit
            editingMessage = message
            text = message.text
        }

        /// Starts a quoted reply to `message`: the quote above the input.
        public mutating func quoteMessage(_ message: ChatMessage) {
            state = .quote
            quotingMessage = message
        }

        public init(
            text: String = "", state: ComposerState = .new, editingMessage: ChatMessage? = nil,
            quotingMessage: ChatMessage? = nil, threadMessage: ChatMessage? = nil,
            attachments: [AnyAttachmentPayload] = [], command: ChannelConfig.Command? = nil, placeholder: String? = nil,
            cooldownRemaining: Int = 0, voiceRecording: VoiceRecordingVC.Content = .idle,
            linkPreview: ComposerLinkPreviewView.Content? = nil
        ) {
            self.text = text
            self.state = state
            self.editingMessage = editingMessage
            self.quotingMessage = quotingMessage
            self.threadMessage = threadMessage
            self.attachments = attachments
            self.command = command
            self.placeholder = placeholder
            self.cooldownRemaining = cooldownRemaining
            self.voiceRecording = voiceRecording
            self.linkPreview = linkPreview
        }
        public static var initial: Content { Content() }
        /// Whether the composer replies in a thread (it has a `threadMessage`).
        public var isInsideThread: Bool { threadMessage != nil }
        /// Nothing to send (the SDK's rule): a command without arguments is content on its own; otherwise the text
        /// (ignoring white space) and the attachments are empty. A command that takes arguments keeps the send button
        /// disabled until text follows it.
        public var isEmpty: Bool {
            if let command, command.args.isEmpty { return false }
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && attachments.isEmpty
        }
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
    /// The mention / command suggestions popup, drawn above the composer (from `Components.suggestionsVC`).
    public private(set) lazy var suggestionsVC: ChatSuggestionsVC = components.suggestionsVC.init()
    /// The attachments waiting to be sent, inside `inputMessageView.attachmentsViewContainer`.
    public private(set) lazy var attachmentsVC: AttachmentsPreviewVC = components.messageComposerAttachmentsVC.init()
    /// Voice recording: the record button and the recording states (from `Components.voiceRecordingViewController`).
    public private(set) lazy var voiceRecordingVC: VoiceRecordingVC = components.voiceRecordingViewController.init()

    /// The channel whose members and commands the suggestions list (the SDK's `channelController.channel`); when
    /// nil, the channel of the screen the composer is in.
    public var channel: ChatChannel?
    /// The controller of the composer's channel (set by `ChatChannelVC`); sending through it is inert.
    open var channelController: ChatChannelController?
    /// The current user, left out of mention suggestions; when nil, the current user of the screen.
    public var currentUserId: String?

    open override class var customizableSubviewNames: [String] { ["composerView", "suggestionsVC", "voiceRecordingVC"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["composerView": composerView, "suggestionsVC": suggestionsVC, "voiceRecordingVC": voiceRecordingVC]
    }

    open override func setUpLayout() {
        embed(composerView)
        setupVoiceRecordingView()
        addSubview(suggestionsVC)
        suggestionsVC.isHidden = true
        setupAttachmentsView()
    }

    /// Puts the attachments preview (`attachmentsVC`) above the input.
    open func setupAttachmentsView() {
        attachmentsVC.horizontalHuggingPriority = 100
        composerView.inputMessageView.attachmentsViewContainer.addArrangedSubview(attachmentsVC)
    }

    /// Joins the voice recording controller to the composer (a subclass that leaves it out has no recording views).
    open func setupVoiceRecordingView() {
        voiceRecordingVC.composerView = composerView
        addSubview(voiceRecordingVC)
    }

    /// The actions of the attachment picker's sheet (the SDK's file, media and camera pickers, and cancel). A
    /// still picture shows no sheet; a subclass adds or removes actions here.
    open var attachmentsPickerActions: [UIAlertAction] {
        [
            UIAlertAction(title: "File", style: .default),
            UIAlertAction(title: "Photo or Video", style: .default),
            UIAlertAction(title: "Camera", style: .default),
            UIAlertAction(title: "Cancel", style: .cancel)
        ]
    }

    // MARK: Suggestions

    private var screenContext: MessageListContext? {
        var v: UIView? = superview
        while let cur = v {
            if let list = (cur as? ChatChannelVC)?.messageListVC ?? (cur as? ChatThreadVC)?.messageListVC {
                return list.listView.content?.context
            }
            v = cur.superview
        }
        return nil
    }
    private var suggestionsChannel: ChatChannel? { channel ?? screenContext?.channel }
    private var suggestionsCurrentUserId: String? { currentUserId ?? screenContext?.currentUser.id }

    /// The mention being typed before the caret (the end of the text): the text after the last `mentionSymbol`
    /// that starts the text or follows a space, if it has no space itself, and its range. Return nil in a subclass
    /// to turn mention suggestions off.
    open func typingMention(in textView: UITextView) -> (String, NSRange)? {
        guard manifestSettings.isMentionSuggestionsEnabled else { return nil }
        let text = textView.text ?? ""
        let symbol = mentionSymbol
        guard !symbol.isEmpty, let r = text.range(of: symbol, options: .backwards) else { return nil }
        if r.lowerBound > text.startIndex {
            let before = text[text.index(before: r.lowerBound)]
            guard before.isWhitespace else { return nil }
        }
        let mention = String(text[r.upperBound...])
        guard !mention.contains(where: \.isWhitespace) else { return nil }
        let location = text.utf16.distance(from: text.startIndex, to: r.upperBound)
        return (mention, NSRange(location: location, length: mention.utf16.count))
    }

    /// The command being typed: the text after a leading `commandSymbol`, while it has no space. Return nil in a
    /// subclass to turn command suggestions off.
    open func typingCommand(in textView: UITextView) -> String? {
        guard manifestSettings.isCommandSuggestionsEnabled else { return nil }
        let text = textView.text ?? ""
        let symbol = commandSymbol
        guard !symbol.isEmpty, text.hasPrefix(symbol) else { return nil }
        let command = String(text.dropFirst(symbol.count))
        guard !command.contains(where: \.isWhitespace) else { return nil }
        return command
    }

    /// The channel members matching a typed mention, found and ordered as the SDK's `searchUsers`: the typed text
    /// (lowercased, diacritics folded) in the id or in the folded name; the closest first, by the edit distance
    /// from the typed text to the id or to the name as written (the smaller); equal distances by id; the current
    /// user left out. A bare "@" is the empty text, so the shortest id or name comes first ("Yoda" before
    /// "Mr Vader", whose id "vader" is 5 letters to Yoda's 4).
    open func mentionCandidates(for typingMention: String) -> [ChatUser] {
        guard let channel = suggestionsChannel else { return [] }
        func normalize(_ s: String) -> String {
            s.lowercased().folding(options: .diacriticInsensitive, locale: nil)
        }
        let query = normalize(typingMention)
        var seen = Set<String>()
        let matches = channel.members.filter { $0.id != suggestionsCurrentUserId }.filter {
            seen.insert($0.id).inserted
                && (query.isEmpty || $0.id.contains(query) || normalize($0.name ?? "").contains(query))
        }
        func distance(_ u: ChatUser) -> Int {
            min(Self.levenshtein(u.id, query), u.name.map { Self.levenshtein($0, query) } ?? 1000)
        }
        return matches.map { (user: $0, distance: distance($0)) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.user.id < $1.user.id }
            .map(\.user)
    }

    /// The channel's commands matching a typed command (all of them for an empty one), case-insensitive.
    open func commandCandidates(for typingCommand: String) -> [ChannelConfig.Command] {
        let commands = suggestionsChannel?.config.commands ?? []
        guard !typingCommand.isEmpty else { return commands }
        return commands.filter { $0.name.range(of: typingCommand, options: .caseInsensitive) != nil }
    }

    /// Shows the mention suggestions popup (override to present them another way).
    // MARK: Pickers (the SDK's; a still picture presents nothing)

    /// The photo and video picker `showMediaPicker()` presents (kept, never drawn).
    open private(set) lazy var mediaPickerVC: UIViewController = {
        let picker = UIImagePickerController()
        picker.mediaTypes = UIImagePickerController.availableMediaTypes(for: .savedPhotosAlbum) ?? ["public.image"]
        return picker
    }()

    /// The camera `showCamera()` presents (kept, never drawn).
    open private(set) lazy var cameraVC: UIViewController = {
        let camera = UIImagePickerController()
        camera.sourceType = .camera
        camera.mediaTypes = UIImagePickerController.availableMediaTypes(for: .camera) ?? ["public.image"]
        return camera
    }()

    /// Presents the photo and video picker (nothing is presented in a still picture).
    open func showMediaPicker() {
        present(mediaPickerVC, animated: true)
    }

    /// Presents the camera (nothing is presented in a still picture).
    open func showCamera() {
        present(cameraVC, animated: true)
    }

    /// What the attachment button does: the SDK asks which picker to show in an action sheet; a still picture is
    /// never tapped and presents nothing.
    open func showAttachmentsPicker(sender: UIButton) {}

    /// The text a mention of `user` inserts: the user's name, else the user's id (as the SDK).
    open func mentionText(for user: ChatUser) -> String {
        if let name = user.name, !name.isEmpty { return name }
        return user.id
    }

    open func showMentionSuggestions(for typingMention: String, mentionRange: NSRange) {
        let users = mentionCandidates(for: typingMention)
        guard !users.isEmpty else {
            dismissSuggestions()
            return
        }
        suggestionsVC.content = .mentions(users)
        suggestionsVC.isHidden = false
    }

    /// Shows the command suggestions popup (override to present them another way).
    open func showCommandSuggestions(for typingCommand: String) {
        let commands = commandCandidates(for: typingCommand)
        guard !commands.isEmpty else {
            dismissSuggestions()
            return
        }
        suggestionsVC.content = .commands(commands)
        suggestionsVC.isHidden = false
    }

    /// Shows the suggestions popup above the composer as it is (the SDK's `showSuggestions()`), for an app that
    /// fills it itself, e.g. with `suggestionsVC.dataSource`.
    open func showSuggestions() {
        suggestionsVC.isHidden = false
        setNeedsLayout()
    }

    open func dismissSuggestions() {
        suggestionsVC.content = nil
        suggestionsVC.isHidden = true
    }

    /// Decides which suggestions the current text calls for, as the SDK does after each edit.
    open func updateSuggestions() {
        let textView = composerView.inputMessageView.textView
        if content.command == nil, let command = typingCommand(in: textView) {
            showCommandSuggestions(for: command)
        } else if let (mention, range) = typingMention(in: textView) {
            showMentionSuggestions(for: mention, mentionRange: range)
        } else {
            dismissSuggestions()
        }
    }

    static func levenshtein(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }

    // MARK: Layout

    /// The composer's own height; the suggestions popup floats above it and takes no space.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let hidden = suggestionsVC.isHidden
        suggestionsVC.isHidden = true
        defer { suggestionsVC.isHidden = hidden }
        return super.sizeThatFits(size)
    }

    /// Places the popup: across the composer's width inset by 8 pt, its bottom 8 pt above the composer's top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        composerView.layoutIfNeeded()
        voiceRecordingVC.layoutLockIndicator()
        guard !suggestionsVC.isHidden else { return }
        let width = max(0, bounds.width - 16)
        let h = suggestionsVC.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height
        suggestionsVC.frame = CGRect(x: 8, y: -8 - h, width: width, height: h)
    }

    /// The channel the composer writes to (its own, else the screen's).
    private var currentChannel: ChatChannel? { channel ?? screenContext?.channel }

    /// The placeholder for the channel's state: "You can't send messages in this channel", "Slow mode ON", or
    /// "Send a message" (a transcript's or manifest's placeholder replaces the last two).
    open func placeholderText(canSendMessage: Bool, isSlowModeOn: Bool) -> String {
        if !canSendMessage { return L10n.text("You can't send messages in this channel") }
        return content.placeholder ?? manifestSettings.placeholder ?? (isSlowModeOn ? "Slow mode ON" : "Send a message")
    }

    /// The text with its links in textLink, as the SDK highlights them when composer link previews are on.
    open func highlightedLinks(in text: String) -> StyledText? {
        let matches = LinkDetector.links(in: text)
        guard !matches.isEmpty else { return nil }
        let link = resolve(appearance.colorPalette.textLink)
        var runs: [StyledText.Run] = []
        var cursor = text.startIndex
        for r in matches {
            if cursor < r.lowerBound { runs.append(.init(String(text[cursor..<r.lowerBound]))) }
            runs.append(.init(String(text[r]), color: link))
            cursor = r.upperBound
        }
        if cursor < text.endIndex { runs.append(.init(String(text[cursor...]))) }
        return StyledText(runs: runs)
    }

    /// Whether the commands button shows (the SDK: the channel has commands). chatshot's transcripts list no
    /// commands (the suggestions show the SDK's default ones), so it is true; override it to hide the button.
    open var isCommandsEnabled: Bool { true }
    /// Whether typing "@" suggests members.
    open var isMentionsEnabled: Bool { true }
    /// Whether the attachments button shows: the channel lets the user upload files.
    open var isAttachmentsEnabled: Bool { currentChannel?.canUploadFile ?? true }
    /// Whether the user may send messages in the channel.
    open var isSendMessageEnabled: Bool { currentChannel?.canSendMessage ?? true }

    // MARK: Sending (inert: a still render sends nothing)

    /// The user search behind mention suggestions (the SDK's; chatshot suggests the channel's members).
    open var userSearchController: ChatUserSearchController!

    /// The send (or confirm) button's action: saves the edit or sends a new message, then empties the composer.
    open func publishMessage(sender: UIButton) {
        let text = content.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let editing = content.editingMessage {
            editMessage(withId: editing.id, newText: text)
        } else {
            createNewMessage(text: text)
        }
        content.clear()
    }

    /// Sends `text` as a new message of the channel (or a reply in the composer's thread), as the SDK's composer
    /// does. Writes are inert in a still render: the controller warns once and the picture does not change.
    open func createNewMessage(text: String) {
        guard let channelController else { return }
        if let thread = content.threadMessage, let cid = channelController.cid {
            channelController.client.messageController(cid: cid, messageId: thread.id).createNewReply(
                text: text, attachments: content.attachments)
        } else {
            channelController.createNewMessage(text: text, attachments: content.attachments)
        }
    }

    /// Replaces the text of the message `id` (inert in a still render, as every write).
    open func editMessage(withId id: MessageId, newText: String) {
        guard let channelController, let cid = channelController.cid else { return }
        channelController.client.messageController(cid: cid, messageId: id).editMessage(text: newText)
    }

    /// Adds the file at `url` to the attachments waiting to be sent.
    open func addAttachmentToContent(from url: URL, type: AttachmentType) throws {
        try addAttachmentToContent(from: url, type: type, info: [:], extraData: nil)
    }

    /// Adds the file at `url` to the attachments waiting to be sent; `info` is the picker's metadata.
    open func addAttachmentToContent(from url: URL, type: AttachmentType, info: [LocalAttachmentInfoKey: Any]) throws {
        try addAttachmentToContent(from: url, type: type, info: info, extraData: nil)
    }

    /// Adds the file at `url` to the attachments waiting to be sent, with `extraData` for the attachment. The
    /// preview shows its name and size (an image: its picture when the transcript's images hold that path).
    open func addAttachmentToContent(
        from url: URL, type: AttachmentType, info: [LocalAttachmentInfoKey: Any], extraData: (Encodable & Sendable)?
    ) throws {
        content.attachments.append(
            try AnyAttachmentPayload(localFileURL: url, attachmentType: type, extraData: extraData))
    }

    /// Pushes `content` into the views through the SDK's update steps, in the SDK's order; a subclass overrides a
    /// step to change one part of the picture.
    open override func updateContent() {
        updateText()
        updateKeystrokeEvents()
        updateTitleLabel()
        updateCommandsButtonVisibility()
        updateConfirmButtonVisibility()
        updateSendButtonVisibility()
        updateAttachmentButtonVisibility()
        updateHeaderViewVisibility()
        updateVoiceRecordingView()
        updateRecordButtonVisibility()
        updateCooldownView()
        updateCooldownViewVisibility()
        updateSendButtonEnabled()
        updateConfirmButtonEnabled()
        updateInputMessageView()
        updateInputMessageViewVisibility()
        updateInputAttachmentsView()
        updateLinkPreview()
        updateCheckbox()
        updateBottomContainerVisibility()
        updateLeadingContainerVisibility()
        updateShrinkButtonVisibility()
        updateSuggestions()
        updatePlaceholderLabel()
    }

    /// Slow mode is counting down (and the user may send at all).
    private var isCoolingDown: Bool { isSendMessageEnabled && content.cooldownRemaining > 0 }
    /// A voice message is being recorded.
    private var isRecording: Bool { content.voiceRecording.state != .idle }
    /// With voice recording on, the record button stands in for the send button while there is nothing to send.
    private var showsRecordButtonInPlaceOfSend: Bool {
        components.isVoiceRecordingEnabled && content.isEmpty && content.state != .edit && isSendMessageEnabled
            && !isCoolingDown
    }

    /// The input's text (its links in `textLink` when composer link previews are on).
    open func updateText() {
        let textView = composerView.inputMessageView.textView
        textView.text = content.text
        if components.isComposerLinkPreviewEnabled, let styled = highlightedLinks(in: content.text) {
            textView.styledText = styled
        }
    }

    /// Where the SDK sends a typing event as the user types. A render's content comes from the transcript, not
    /// from keystrokes, so nothing is sent (a subclass's override runs as written).
    open func updateKeystrokeEvents() {}

    /// The header's title: "Edit Message", "Reply to Message", or a custom state's title.
    open func updateTitleLabel() {
        switch content.state {
        case .edit: composerView.titleLabel.text = L10n.text("Edit Message")
        case .quote: composerView.titleLabel.text = L10n.text("Reply to Message")
        case .new, .recording, .recordingLocked: break
        default: composerView.titleLabel.text = manifestSettings.title
        }
    }

    /// The header shows while editing, quoting, or in a custom state (a subclass or the manifest titles it).
    open func updateHeaderViewVisibility() {
        switch content.state {
        case .new, .recording, .recordingLocked: composerView.headerView.isHidden = true
        default: composerView.headerView.isHidden = false
        }
    }

    /// The commands button: hidden while typing, with a command chosen, or when commands are off.
    open func updateCommandsButtonVisibility() {
        composerView.commandsButton.isHidden =
            !content.text.isEmpty || content.command != nil || !isSendMessageEnabled || !isCommandsEnabled
    }

    /// The attachments button: hidden while typing, with a command chosen, or when uploads are not allowed.
    open func updateAttachmentButtonVisibility() {
        composerView.attachmentButton.isHidden =
            !content.text.isEmpty || content.command != nil || !isSendMessageEnabled || !isAttachmentsEnabled
    }

    /// The shrink button (in place of the leading buttons while typing).
    open func updateShrinkButtonVisibility() {
        composerView.shrinkInputButton.isHidden =
            content.text.isEmpty || content.command != nil || !isSendMessageEnabled
        composerView.shrinkInputButton.tintColor = tintColor
    }

    /// The confirm button replaces the send button while editing.
    open func updateConfirmButtonVisibility() {
        composerView.confirmButton.isHidden = content.state != .edit || isRecording
    }

    /// The send button: hidden while editing, cooling down, recording, or when the record button stands in for it.
    open func updateSendButtonVisibility() {
        composerView.sendButton.isHidden =
            content.state == .edit || isCoolingDown || isRecording || showsRecordButtonInPlaceOfSend
    }

    /// The send button's look: tinted and pointing up when there is something to send.
    open func updateSendButtonEnabled() {
        let hasContent = !content.isEmpty && isSendMessageEnabled
        composerView.sendButton.tintColor = hasContent ? tintColor : appearance.colorPalette.inputSendIconDisabled
        composerView.sendButton.imageView?.rotation = hasContent ? -CGFloat.pi / 2 : 0
    }

    /// The confirm button's look: tinted when there is something to save.
    open func updateConfirmButtonEnabled() {
        let hasContent = !content.isEmpty && isSendMessageEnabled
        composerView.confirmButton.tintColor = hasContent ? tintColor : appearance.colorPalette.inputTextIcon
    }

    /// The voice recording's state, shown by `voiceRecordingVC` (chatshot's step: not open, so that an app's method
    /// of this name needs no `override`).
    private func updateVoiceRecordingView() {
        voiceRecordingVC.content = content.voiceRecording
    }

    /// The record button (`composerView.recordButton`): while recording, or in place of the send button.
    open func updateRecordButtonVisibility() {
        let state = content.voiceRecording.state
        composerView.recordButton.isHidden =
            !(state == .recording || (state == .idle && showsRecordButtonInPlaceOfSend))
    }

    /// The slow-mode counter's seconds.
    open func updateCooldownView() {
        composerView.cooldownView.content = content.cooldownRemaining
    }

    /// The slow-mode counter shows in place of the send button while cooling down.
    open func updateCooldownViewVisibility() {
        composerView.cooldownView.isHidden = !isCoolingDown || content.state == .edit || isRecording
    }

    /// The quoted message above the input, and the chosen command's label.
    open func updateInputMessageView() {
        let input = composerView.inputMessageView
        if let quoted = content.quotingMessage, content.state == .quote {
            input.quotedMessageView.isHidden = false
            input.quotedMessageView.content = .init(
                message: quoted, avatarAlignment: quoted.isSentByCurrentUser ? .trailing : .leading)
        } else {
            input.quotedMessageView.isHidden = true
        }
        input.commandLabelView.isHidden = content.command == nil
        input.commandLabelView.content = content.command?.name
        input.clearButton.isHidden = content.command == nil
    }

    /// The input gives way to the live recording view while recording.
    open func updateInputMessageViewVisibility() {
        composerView.inputMessageView.isHidden = isRecording
    }

    /// The attachments waiting to be sent, above the input.
    open func updateInputAttachmentsView() {
        attachmentsVC.content = content.attachments.map(\.transcriptAttachment)
        composerView.inputMessageView.attachmentsViewContainer.isHidden = content.attachments.isEmpty
    }

    /// The preview of the text's first link (with `Components.isComposerLinkPreviewEnabled`).
    open func updateLinkPreview() {
        composerView.linkPreviewView.isHidden =
            !components.isComposerLinkPreviewEnabled || content.linkPreview == nil || isRecording
        composerView.linkPreviewView.content = content.linkPreview
    }

    /// The checkbox's label in a thread: also send the reply to the channel (or as a direct message).
    open func updateCheckbox() {
        composerView.checkboxControl.label.text =
            L10n.text(
                (currentChannel?.isDirectMessageChannel ?? false)
                    ? "Also send as direct message" : "Also send in channel")
    }

    /// The checkbox row shows in a thread only.
    open func updateBottomContainerVisibility() {
        composerView.bottomContainer.isHidden = content.threadMessage == nil || isRecording
    }

    /// The leading buttons give way to the live recording view while recording.
    open func updateLeadingContainerVisibility() {
        composerView.leadingContainer.isHidden = isRecording
    }

    /// The placeholder for the channel's state (`placeholderText(canSendMessage:isSlowModeOn:)`).
    open func updatePlaceholderLabel() {
        composerView.inputMessageView.textView.placeholderLabel.text = placeholderText(
            canSendMessage: isSendMessageEnabled, isSlowModeOn: (currentChannel?.cooldownDuration ?? 0) > 0)
    }
}
