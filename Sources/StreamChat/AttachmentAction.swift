/// A button of an interactive attachment (Stream's attachment `actions`: the giphy preview's Send, Shuffle, Cancel).
public struct AttachmentAction: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case primary, `default` }
    public var name: String
    public var value: String
    public var style: Style
    public var text: String
    public init(name: String = "image_action", value: String, style: Style = .default, text: String) {
        self.name = name
        self.value = value
        self.style = style
        self.text = text
    }

    /// The actions Stream sends with an ephemeral `/giphy` preview.
    public static let giphyPreviewActions = [
        AttachmentAction(value: "send", style: .primary, text: "Send"),
        AttachmentAction(value: "shuffle", text: "Shuffle"),
        AttachmentAction(value: "cancel", text: "Cancel")
    ]
}

extension AttachmentAction: Codable {
    private enum CodingKeys: String, CodingKey { case name, value, style, text, type }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decodeIfPresent(String.self, forKey: .name) ?? "image_action",
            value: try c.decodeIfPresent(String.self, forKey: .value) ?? "",
            style: Style(rawValue: try c.decodeIfPresent(String.self, forKey: .style) ?? "") ?? .default,
            text: try c.decodeIfPresent(String.self, forKey: .text) ?? "")
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(value, forKey: .value)
        try c.encode(style.rawValue, forKey: .style)
        try c.encode(text, forKey: .text)
        try c.encode("button", forKey: .type)
    }
}
