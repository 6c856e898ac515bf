import ChatCanvas
import Foundation

extension NSAttributedString {
    /// The string as chatshot draws it: a run per attribute range, with its `.font` (a `UIFont`),
    /// `.foregroundColor` / `.backgroundColor` (`UIColor`s) in an appearance, `.kern` (or `.tracking`),
    /// `.underlineStyle`, `.strikethroughStyle` and `.baselineOffset`; an `.attachment`'s image inline.
    func styledText(_ style: UIUserInterfaceStyle) -> StyledText {
        var runs: [StyledText.Run] = []
        let whole = NSRange(location: 0, length: length)
        let source = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            // An attachment's U+FFFC stands for its image, drawn in its place (a template in the text's colour).
            let text = source.substring(with: range)
            if let attachment = attributes[.attachment] as? NSTextAttachment,
                text.unicodeScalars.allSatisfy({ $0.value == UInt32(NSTextAttachment.character) })
            {
                let font = (attributes[.font] as? UIFont)?.font
                let image = attachment.image
                let inline = TextAttachment(
                    image: image?.image, size: attachment.displaySize, baselineOffset: Double(attachment.bounds.minY),
                    isTemplate: image?.isTemplate ?? false,
                    tint: (attributes[.foregroundColor] as? UIColor)?.resolved(style))
                runs.append(StyledText.Run(text, font: font, attachment: inline))
                return
            }
            runs.append(
                StyledText.Run(
                    text, font: (attributes[.font] as? UIFont)?.font,
                    color: (attributes[.foregroundColor] as? UIColor)?.resolved(style),
                    strikethrough: Self.lineStyle(attributes[.strikethroughStyle]),
                    underline: Self.lineStyle(attributes[.underlineStyle]),
                    backgroundColor: (attributes[.backgroundColor] as? UIColor)?.resolved(style),
                    kern: Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]),
                    baselineOffset: Self.number(attributes[.baselineOffset]) ?? 0))
        }
        return runs.isEmpty ? StyledText(string) : StyledText(runs: runs)
    }

    /// The paragraph style of the first character (what a label draws the whole text with), if any.
    var firstParagraphStyle: NSParagraphStyle? {
        guard length > 0 else { return nil }
        return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    /// A finite number from an attribute value (`CGFloat`, `Double`, `Float`, `Int` or `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        let number: Double?
        switch value {
        case let v as CGFloat: number = Double(v)
        case let v as Double: number = v
        case let v as Float: number = Double(v)
        case let v as Int: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
        default: number = nil
        }
        return number.flatMap { $0.isFinite ? min(max($0, -1000), 1000) : nil }
    }

    /// Whether an underline or strikethrough value draws a line (a non-zero style).
    static func lineStyle(_ value: Any?) -> Bool {
        if let style = value as? NSUnderlineStyle { return !style.isEmpty }
        return (number(value) ?? 0) != 0
    }
}
