/// A button of an interactive attachment (Stream's attachment `actions`: the giphy preview's Send, Shuffle, Cancel).
public struct AttachmentAction: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case primary, `default` }
    public var name: String
    public var value: String
    public var style: Style
    public var text: String
    public init(name: String = "image_action", value: String, style: Style = .default, text: String) {
        self.name = name; self.value = value; self.style = style; self.text = text
    }

    /// The actions Stream sends with an ephemeral `/giphy` preview.
    public static let giphyPreviewActions = [
        AttachmentAction(value: "send", style: .primary, text: "Send"),
        AttachmentAction(value: "shuffle", text: "Shuffle"),
        AttachmentAction(value: "cancel", text: "Cancel"),
    ]
}
