import Foundation
import StreamChat

/// The text of a channel's last message as the channel list previews it (the SDK's `ChatChannelListItemView`
/// subtitle rules).
public enum ChannelListPreviewFormatter {
    /// The message the list previews: the newest one that is not ephemeral, not an error, and not a thread-only
    /// reply.
    public static func previewMessage(of channel: ChatChannel) -> ChatMessage? {
        channel.messages.last { m in
            m.type != .ephemeral && m.type != .error && (m.parentMessageId == nil || m.showReplyInChannel)
        }
    }

    /// Whether the message previews as a voice message (a voice recording among its attachments): the mic icon
    /// and "Voice message", without an author prefix (the SDK's `isLastMessageVoiceRecording`).
    public static func isVoiceRecording(_ message: ChatMessage) -> Bool {
        !message.isDeleted && message.attachments.contains { $0.type == "voiceRecording" }
    }

    /// The message's own preview text, without the author: deleted, attachment and system previews
    /// (the SDK's `previewMessageContextText` + `attachmentPreviewText`).
    public static func text(of message: ChatMessage) -> String {
        if message.isDeleted { return L10n.text("Message deleted") }
        if isVoiceRecording(message) { return L10n.text("Voice message") }
        let text = message.text
        if message.type == .system { return text }
        if let a = message.attachments.first {
            switch a.type {
            case "image": return "📷 " + (text.isEmpty ? L10n.text("Photo") : text)
            case "video": return "📹 " + (text.isEmpty ? "Video" : text)
            case "audio": return "🎧 " + (text.isEmpty ? "Audio" : text)
            case "giphy": return "/giphy"
            case "file": return "📄 " + ((a.title?.isEmpty == false ? a.title : nil) ?? text)
            default: break
            }
        }
        return text
    }

    /// "<names> is typing ..." / "<names> are typing ..." (the SDK's `typingUserString`: the named typing users
    /// other than the current user, sorted and joined with ", "); nil when nobody else is typing.
    public static func typingText(for channel: ChatChannel, currentUserId: String?) -> String? {
        let typing = channel.typingUsers.filter { $0.id != currentUserId }
        guard !typing.isEmpty else { return nil }
        let names = typing.compactMap { ($0.name?.isEmpty == false) ? $0.name : nil }.sorted().joined(separator: ", ")
        return names + " " + L10n.text(typing.count == 1 ? "is typing ..." : "are typing ...")
    }

    /// The subtitle (the SDK's `subtitleText`): typing users first; then "Message deleted" ("You: Message deleted"
    /// for the current user's); a system message's text; "Voice message"; "You: …" for the current user's messages;
    /// the plain text in channels of exactly two members; "<author name or id>: …" otherwise; "No messages" for an
    /// empty channel.
    /// The item view's open `previewMessageText…` methods may reword the three prefixed forms.
    public static func subtitle(
        for channel: ChatChannel, currentUserId: String?,
        forCurrentUser: (String) -> String = { "You: " + $0 },
        for1on1Channel: (String) -> String = { $0 },
        fromAnotherUser: (ChatUser, String) -> String = authorPrefixed
    ) -> String {
        if let typing = typingText(for: channel, currentUserId: currentUserId) { return typing }
        guard let message = previewMessage(of: channel) else { return L10n.text("No messages") }
        let text = self.text(of: message)
        let mine = message.author.id == currentUserId
        if message.isDeleted { return mine ? forCurrentUser(text) : text }
        if message.type == .system { return text }
        if isVoiceRecording(message) { return text }
        if mine { return forCurrentUser(text) }
        if channel.memberCount == 2 { return for1on1Channel(text) }
        return fromAnotherUser(message.author, text)
    }

    /// "<author name, else id>: <text>".
    public static func authorPrefixed(_ author: ChatUser, _ text: String) -> String {
        "\(author.name?.isEmpty == false ? author.name! : author.id): \(text)"
    }
}
