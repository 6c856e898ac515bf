import UIKit

/// The base class of the views the message list puts above or below a message (date separators, counters,
/// headers): its `reuseId` names it.
open class ChatMessageDecorationView: _View {
    /// The identifier a list reuses it by (the class's name).
    public static var reuseId: String { "\(self)" }
}
