import StreamChat
import UIKit

extension ComposerVC.Content {
    /// Whether a command (`/giphy`, …) is chosen.
    public var hasCommand: Bool { command != nil }

    /// Empties the composer after a send, as the SDK does: a new message with no text, quote, edit, attachments or
    /// command; the thread and the cooldown stay.
    public mutating func clear() {
        self = .init(
            threadMessage: threadMessage, placeholder: placeholder, cooldownRemaining: cooldownRemaining)
    }
}

extension ComposerVC {
    /// The slow-mode cooldown counter (the SDK's `cooldownTracker`; a still picture does not count down).
    public var cooldownTracker: CooldownTracker {
        get {
            if let tracker = associatedValue(forKey: "cooldownTracker") as? CooldownTracker { return tracker }
            let tracker = CooldownTracker(timer: ScheduledStreamTimer(interval: 1))
            setAssociatedValue(tracker, forKey: "cooldownTracker")
            return tracker
        }
        set { setAssociatedValue(newValue, forKey: "cooldownTracker") }
    }

    /// Sends `text` as a new message of the channel (or a reply in the composer's thread), as the SDK's composer
    /// does. Writes are inert in a still render: the controller warns once and the picture does not change.
    public func createNewMessage(text: String) {
        guard let channelController else { return }
        if let thread = content.threadMessage, let cid = channelController.cid {
            channelController.client.messageController(cid: cid, messageId: thread.id).createNewReply(text: text)
        } else {
            channelController.createNewMessage(text: text)
        }
    }

    /// Replaces the text of the message `id` (inert in a still render, as every write).
    public func editMessage(withId id: MessageId, newText: String) {
        guard let channelController, let cid = channelController.cid else { return }
        channelController.client.messageController(cid: cid, messageId: id).editMessage(text: newText)
    }
}
