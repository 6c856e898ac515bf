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
}
