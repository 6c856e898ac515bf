import ChatCanvas
import Foundation

extension NSAttributedString {
    /// The string as chatshot draws it: a run per attribute range, with its `.font` (a `UIFont`) and
    /// `.foregroundColor` / `.backgroundColor` (`UIColor`s) in an appearance.
    func styledText(_ style: UIUserInterfaceStyle) -> StyledText {
        var runs: [StyledText.Run] = []
        let whole = NSRange(location: 0, length: length)
        let source = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            runs.append(
                StyledText.Run(
                    source.substring(with: range), font: (attributes[.font] as? UIFont)?.font,
                    color: (attributes[.foregroundColor] as? UIColor)?.resolved(style),
                    backgroundColor: (attributes[.backgroundColor] as? UIColor)?.resolved(style)))
        }
        return runs.isEmpty ? StyledText(string) : StyledText(runs: runs)
    }
}
