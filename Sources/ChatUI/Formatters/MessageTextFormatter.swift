import ChatCanvas
import Foundation

/// Turns a message's text into styled text: links and @mentions in the tint colour (markdown comes with issue 3).
public struct MessageTextFormatter {
    public var appearance: Appearance
    public var style: UserInterfaceStyle
    public var tint: UIColor

    public init(appearance: Appearance, style: UserInterfaceStyle, tint: UIColor) {
        self.appearance = appearance; self.style = style; self.tint = tint
    }

    public func format(_ message: ChatMessage) -> StyledText {
        let text = message.text
        var highlights: [Range<String.Index>] = []
        // Mentions: "@name" or "@id" of each mentioned user, case-insensitive.
        for user in message.mentionedUsers {
            for token in Set([user.name, user.id].compactMap { $0 }.filter { !$0.isEmpty }) {
                var search = text.startIndex..<text.endIndex
                while let r = text.range(of: "@" + token, options: .caseInsensitive, range: search) {
                    highlights.append(r)
                    search = r.upperBound..<text.endIndex
                }
            }
        }
        // Links: http(s) URLs and bare domains.
        if let detector = try? NSRegularExpression(pattern: #"(https?://[^\s]+|www\.[^\s]+|\b[a-zA-Z0-9-]+\.(com|io|org|net|dev|app)\b[^\s]*)"#) {
            let ns = NSRange(text.startIndex..<text.endIndex, in: text)
            for m in detector.matches(in: text, range: ns) {
                if let r = Range(m.range, in: text) { highlights.append(r) }
            }
        }
        highlights.sort { $0.lowerBound < $1.lowerBound }
        var runs: [StyledText.Run] = []
        var cursor = text.startIndex
        let tintColor = tint.resolved(style)
        for r in highlights where r.lowerBound >= cursor {
            if cursor < r.lowerBound { runs.append(.init(String(text[cursor..<r.lowerBound]))) }
            runs.append(.init(String(text[r]), color: tintColor))
            cursor = r.upperBound
        }
        if cursor < text.endIndex { runs.append(.init(String(text[cursor...]))) }
        return StyledText(runs: runs.isEmpty ? [.init("")] : runs)
    }
}
