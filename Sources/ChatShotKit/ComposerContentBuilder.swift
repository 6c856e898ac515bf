import StreamChat
import StreamChatUI

/// Turns the transcript's composer draft into the SDK's `ComposerVC.Content`.
enum ComposerContentBuilder {
    static func content(from draft: ComposerDraft?, channel: ChatChannel) -> ComposerVC.Content {
        guard let draft else { return .initial }
        var state = draft.state
        var recording = VoiceRecordingVC.Content.idle
        if let r = draft.recording {
            recording = .init(state: r.isLocked ? .locked : .recording, duration: r.duration, waveform: r.waveform)
            if state == .new { state = r.isLocked ? .recordingLocked : .recording }
        }
        // The preview follows the text's first link; the transcript adds what the page would say about itself.
        let link = draft.showsLinkPreview ? ComposerLinkPreviewView.firstLink(in: draft.text) : nil
        let linkPreview = link.map { url in
            ComposerLinkPreviewView.Content(
                url: url, title: draft.linkPreview?.title, text: draft.linkPreview?.text,
                imageURL: draft.linkPreview?.imageURL)
        }
        return ComposerVC.Content(
            text: draft.text, state: state, editingMessage: draft.editingMessage,
            quotingMessage: draft.quotingMessage, threadMessage: nil,
            attachments: draft.attachments.map {
                var a = TranscriptAttachment(
                    type: $0.type, title: $0.name, assetURL: $0.path, mimeType: $0.mimeType, fileSize: $0.fileSize)
                a.uploadingState = $0.uploadingState
                return AnyAttachmentPayload(transcriptAttachment: a)
            },
            command: draft.command, cooldownRemaining: draft.cooldownRemaining, voiceRecording: recording,
            linkPreview: linkPreview)
    }
}
