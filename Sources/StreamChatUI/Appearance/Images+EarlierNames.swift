import StreamChat
import UIKit

/// The images' names from the SDK's 4.x releases, which apps' themes still set. Each reads and writes the table the
/// SDK renamed it to, so setting it changes what that table draws.
extension Images {
    /// The reaction types the views show, with their icons: the SDK's 4.x name of `defaultReactions` (a message's
    /// reactions bubble draws the small icons of the types it lists).
    public var availableReactions: [MessageReactionType: ChatMessageReactionAppearanceType] {
        get { defaultReactions }
        set { defaultReactions = newValue }
    }
}
