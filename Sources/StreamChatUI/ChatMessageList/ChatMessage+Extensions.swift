import Foundation
import StreamChat

extension ChatMessage {
    /// The SDK's delivery status rules (§7 of the facts sheet).
    public func deliveryStatus(readEventsEnabled: Bool) -> MessageDeliveryStatus {
        guard isSentByCurrentUser, type == .regular || type == .reply, !isDeleted else { return .none }
        if let s = localState {
            return s.isFailed ? .failed : .pending
        }
        return readByCount > 0 ? .read : .sent
    }

    /// The SDK's `deliveryStatus(for:)`: as `deliveryStatus(readEventsEnabled:)`, and `delivered` when no one else
    /// has read the message yet but it reached another member's device (`ChatChannel.deliveredReads(for:)`).
    public func deliveryStatus(for channel: ChatChannel) -> MessageDeliveryStatus {
        let status = deliveryStatus(readEventsEnabled: channel.config.readEventsEnabled)
        if status == .sent, !channel.deliveredReads(for: self).isEmpty { return .delivered }
        return status
    }

    /// The text in a language, when the message has a translation into it that differs from its own language.
    public func translation(for language: String?) -> String? {
        guard let language, language != originalLanguage,
            let t = translations?[TranslationLanguage(languageCode: language)], !t.isEmpty
        else { return nil }
        return t
    }

    /// Emoji-only text of at most three characters and no attachments ("Jumbomoji").
    public var isJumbomoji: Bool {
        guard attachments.isEmpty, !text.isEmpty, !isDeleted else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 3 else { return false }
        return trimmed.allSatisfy { ch in
            ch.unicodeScalars.contains {
                $0.properties.isEmojiPresentation || ($0.properties.isEmoji && $0.value > 0x238C)
            }
        }
    }
}
