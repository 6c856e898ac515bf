import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// Turns a message's text into styled text: markdown (when `appearance.isMarkdownEnabled`), then links and the
/// @mentions of `mentionedUsers` in the tint colour (outside code).
public struct MessageTextFormatter {
    public var appearance: Appearance
    public var style: UIUserInterfaceStyle
    public var tint: UIColor

    public init(appearance: Appearance, style: UIUserInterfaceStyle, tint: UIColor) {
        self.appearance = appearance
        self.style = style
        self.tint = tint
    }

    /// - Parameter text: the text to show (a translation); nil: the message's own text.
    public func format(_ message: ChatMessage, text: String? = nil) -> StyledText {
        let palette = appearance.colorPalette
        let base = appearance.fonts.body.font
        let source = text ?? message.text
        var runs: [StyledText.Run]
        if appearance.isMarkdownEnabled {
            let md = MarkdownFormatter(
                fonts: appearance.fonts, textColor: palette.textPrimary.resolved(style),
                secondaryColor: palette.textSecondary.resolved(style), linkColor: tint.resolved(style))
            runs = md.format(source, base: base)
        } else {
            runs = [StyledText.Run(source)]
        }
        runs = highlight(runs, mentionedUsers: message.mentionedUsers)
        return StyledText(runs: runs.isEmpty ? [.init("")] : runs)
    }

    /// Colours the mentions and bare links inside each run (code runs are left alone).
    func highlight(_ runs: [StyledText.Run], mentionedUsers: [ChatUser]) -> [StyledText.Run] {
        let tintColor = tint.resolved(style)
        let tokens = Set(mentionedUsers.flatMap { [$0.name, $0.id].compactMap { $0 } }.filter { !$0.isEmpty })
        var out: [StyledText.Run] = []
        for run in runs {
            let text = run.text
            if [Font.monospaceFamily, Font.markdownCodeFamily].contains(run.font?.family) || text.isEmpty {
                out.append(run)
                continue
            }
            var highlights: [Range<String.Index>] = []
            for token in tokens.sorted(by: { $0.count > $1.count }) {
                var search = text.startIndex..<text.endIndex
                while let r = text.range(of: "@" + token, options: .caseInsensitive, range: search) {
                    if !highlights.contains(where: { $0.overlaps(r) }) { highlights.append(r) }
                    search = r.upperBound..<text.endIndex
                }
            }
            for r in LinkDetector.links(in: text) where !highlights.contains(where: { $0.overlaps(r) }) {
                highlights.append(r)
            }
            guard !highlights.isEmpty else {
                out.append(run)
                continue
            }
            highlights.sort { $0.lowerBound < $1.lowerBound }
            var cursor = text.startIndex
            for r in highlights where r.lowerBound >= cursor {
                if cursor < r.lowerBound {
                    var part = run
                    part.text = String(text[cursor..<r.lowerBound])
                    out.append(part)
                }
                var part = run
                part.text = String(text[r])
                part.color = tintColor
                out.append(part)
                cursor = r.upperBound
            }
            if cursor < text.endIndex {
                var part = run
                part.text = String(text[cursor...])
                out.append(part)
            }
        }
        return out
    }
}
