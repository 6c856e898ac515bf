import Foundation

/// One fenced ```swift block of a guide: where it is and its text, exactly as the guide has it.
struct GuideBlock: Sendable {
    /// The guide's file name (`message.md`).
    let guide: String
    /// The guide's path, which compiler errors name.
    let path: String
    /// 1 for the guide's first ```swift block, 2 for its second, …
    let ordinal: Int
    /// The guide's line of the block's first line of code (1-based).
    let line: Int
    /// The block's lines, without the fences.
    let text: String

    /// The ```swift blocks of a Markdown file, in order. An opening fence is three or more backticks (up to three
    /// spaces of indentation) followed by the info string `swift`; the block ends at a fence of as many backticks.
    static func blocks(inGuideAt url: URL) throws -> [GuideBlock] {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [GuideBlock] = []
        // The fence that is open, the guide's line after it, the block's lines, and whether it is Swift.
        var open: (fence: String, line: Int, body: [String], swift: Bool)?
        for (index, raw) in lines.enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed.hasPrefix(current.fence) && trimmed.allSatisfy({ $0 == "`" }) {
                    if current.swift {
                        blocks.append(
                            GuideBlock(
                                guide: url.lastPathComponent, path: url.path,
                                ordinal: blocks.count + 1, line: current.line,
                                text: current.body.joined(separator: "\n")))
                    }
                    open = nil
                } else {
                    current.body.append(raw)
                    open = current
                }
                continue
            }
            guard raw.prefix(while: { $0 == " " }).count <= 3, trimmed.hasPrefix("```") else { continue }
            let fence = String(trimmed.prefix { $0 == "`" })
            let info = trimmed.dropFirst(fence.count).split(separator: " ").first.map(String.init) ?? ""
            open = (fence, index + 2, [], info == "swift")
        }
        return blocks
    }
}
