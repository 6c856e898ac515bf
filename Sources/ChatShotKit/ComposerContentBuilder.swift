import ChatUI

/// Turns the transcript's composer draft into the SDK's `ComposerVC.Content`.
enum ComposerContentBuilder {
    static func content(from draft: ComposerDraft?, channel: ChatChannel) -> ComposerVC.Content {
        guard let draft else { return .initial }
        return ComposerVC.Content(
            text: draft.text, state: ComposerState(rawValue: draft.state.rawValue), editingMessage: draft.editingMessage,
            quotingMessage: draft.quotingMessage, threadMessage: nil,
            attachments: draft.attachments.map { ChatMessageAttachment(type: $0.type, title: $0.name, assetURL: $0.path, mimeType: $0.mimeType, fileSize: $0.fileSize) },
            command: draft.command)
    }
}
