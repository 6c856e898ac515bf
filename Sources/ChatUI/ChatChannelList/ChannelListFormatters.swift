import Foundation

/// The channel list's timestamp (the SDK's `ChannelListMessageTimestampFormatter`): today → the short time
/// ("8:46 AM"); yesterday → "Yesterday"; within the last 7 days → the weekday ("Monday"); older → the short date
/// ("1/2/24"), en-US, in the render's time zone.
public enum ChannelListMessageTimestampFormatter {
    public static func string(for date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        if calendar.isDate(date, inSameDayAs: now) {
            return MessageTimestampFormatter.string(for: date, timeZone: timeZone)
        }
        if let y = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: y) {
            return "Yesterday"
        }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        let startOfToday = calendar.startOfDay(for: now)
        if let weekAgo = calendar.date(byAdding: .day, value: -6, to: startOfToday), date >= weekAgo, date < startOfToday {
            f.dateFormat = "EEEE"
            return f.string(from: date)
        }
        f.dateFormat = "M/d/yy"
        return f.string(from: date)
    }
}

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

    /// The message's own preview text, without the author: deleted, attachment and system previews.
    public static func text(of message: ChatMessage) -> String {
        if message.isDeleted { return "Message deleted" }
        let text = message.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if message.type == .system { return text }
        if let a = message.attachments.first {
            switch a.type {
            case "image": return "📷 " + (text.isEmpty ? "Photo" : text)
            case "video": return "📹 " + (text.isEmpty ? "Video" : text)
            case "audio": return "🎧 " + (text.isEmpty ? "Audio" : text)
            case "voiceRecording": return "🎤 Voice message"
            case "giphy": return "/giphy"
            case "file": return "📄 " + ((a.title?.isEmpty == false ? a.title : nil) ?? text)
            default: break
            }
        }
        return text
    }

    /// The subtitle: "You: …" for the current user's messages, "<author>: …" in groups, the plain text in
    /// one-to-one channels and for system messages; "No messages" for an empty channel; typing users first.
    public static func subtitle(for channel: ChatChannel, currentUserId: String?) -> String {
        let typing = channel.typingUsers.filter { $0.id != currentUserId }
        if !typing.isEmpty {
            let names = typing.map(\.displayName).sorted()
            let who: String
            switch names.count {
            case 1: who = names[0]
            case 2: who = "\(names[0]) and \(names[1])"
            default: who = "\(names[0]), \(names[1]) and \(names.count - 2) more"
            }
            return who + (names.count == 1 ? " is typing ..." : " are typing ...")
        }
        guard let message = previewMessage(of: channel) else { return "No messages" }
        let text = self.text(of: message)
        if message.type == .system { return text }
        if message.author.id == currentUserId { return "You: " + text }
        if channel.memberCount > 2 {
            return "\(message.author.displayName): \(text)"
        }
        return text
    }
}
