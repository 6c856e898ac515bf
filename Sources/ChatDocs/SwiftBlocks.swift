import CustomizationBuild
import Foundation
import SwiftParser
import SwiftSyntax

/// A document's Swift blocks as one customization folder for the customization build (`CustomizationBuilder`):
/// every block, in the document's order, is compiled in the same module, so a later block uses an earlier block's
/// types. A block's declarations stay where they are; its statements (`Components.default.… = …` written outside a
/// function, as guides write them) become the body of a function of its own, `chatshotDocsBlockN()`, which also calls
/// the set-up functions the block declares. Each such block is registered in the renderer as the Swift customization
/// `block-N` (see `CustomizationBuilder.customizations`), so a picture's after (or before) look runs the blocks it
/// names, on the render's own `Appearance` and `Components`.
///
/// Every piece of a block follows a `#sourceLocation` line naming the Markdown file and the block's line, and keeps its
/// columns (the fence's indentation is put back), so a compiler error points at the document's line and column.
public struct SwiftBlocks: Sendable {
    /// One block's parts.
    public struct Block: Sendable, Equatable {
        public let number: Int
        public let line: Int
        /// Whether the block runs something: statements, or a set-up function it declares.
        public let setsUp: Bool
        /// The set-up functions it declares (`SetUpFunctionFinder`).
        public let setUpFunctions: [String]
        /// The generated file's text.
        public let source: String
    }

    public let blocks: [Block]

    /// The imports every block gets in front, as a reader's file has them (guides' blocks have none).
    public static let imports = ["Foundation", "UIKit", "StreamChat", "StreamChatUI"]

    /// The blocks of `document` written for `markdownPath` (the path compiler errors name).
    public init(document: MarkdownDocument, markdownPath: String) {
        blocks = document.blocks.filter(\.isSwift).map { Self.block($0, path: markdownPath) }
    }

    /// The customization name of block N.
    public static func customizationName(_ number: Int) -> String { "block-\(number)" }

    static func block(_ code: MarkdownDocument.CodeBlock, path: String) -> Block {
        let text = code.text
        let tree = Parser.parse(source: text)
        var fileRanges: [Range<Int>] = []
        var bodyRanges: [Range<Int>] = []
        let items = Array(tree.statements)
        let hasStatements = items.contains { !($0.item.is(DeclSyntax.self)) }
        for item in items {
            let range =
                item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
            if let decl = item.item.as(DeclSyntax.self), !(hasStatements && decl.is(VariableDeclSyntax.self)) {
                fileRanges.append(range)
            } else {
                bodyRanges.append(range)
            }
        }
        let setUps = SetUpFunctionFinder.candidates(in: text, file: path).map(\.name)
        let location = "#sourceLocation(file: \(Self.literal(path)), line: \(code.firstLine))\n"
        let indent = String(repeating: " ", count: code.indent)
        func keeping(_ ranges: [Range<Int>]) -> String {
            // Everything outside `ranges` becomes spaces (line breaks stay), so lines and columns do not move.
            var bytes = Array(text.utf8)
            var keep = [Bool](repeating: false, count: bytes.count)
            for r in ranges { for i in r where i < keep.count { keep[i] = true } }
            for i in bytes.indices where !keep[i] && bytes[i] != UInt8(ascii: "\n") {
                // Keep multi-byte characters whole: only ASCII outside the ranges is blanked; other bytes of
                // comments and strings outside the ranges become spaces too, byte by byte.
                bytes[i] = UInt8(ascii: " ")
            }
            let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
            return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + $0 }
                .joined(separator: "\n")
        }
        var source = imports.map { "import \($0)\n" }.joined()
        source += location + keeping(fileRanges) + "\n#sourceLocation()\n"
        let function = functionName(code.number)
        source += "@MainActor func \(function)() {\n"
        if !bodyRanges.isEmpty { source += location + keeping(bodyRanges) + "\n#sourceLocation()\n" }
        for name in setUps { source += "    \(name)()\n" }
        source += "}\n"
        return Block(
            number: code.number, line: code.firstLine, setsUp: !bodyRanges.isEmpty || !setUps.isEmpty,
            setUpFunctions: setUps, source: source)
    }

    /// The function that runs block N's statements.
    static func functionName(_ number: Int) -> String { "chatshotDocsBlock\(number)" }

    /// The file that registers the blocks as Swift customizations: each runs its block with `Appearance.default` and
    /// `Components.default` standing for the render's own (one render at a time, under a lock).
    public var registrationSource: String {
        var text = """
            import ChatShotKit
            import Foundation
            import StreamChatUI

            let chatshotDocsLock = NSLock()

            @MainActor func chatshotDocsRun(_ appearance: Appearance, _ components: Components, _ body: () -> Void) {
                chatshotDocsLock.lock()
                defer { chatshotDocsLock.unlock() }
                let saved = (Appearance.default, Components.default)
                Appearance.default = appearance
                Components.default = components
                body()
                Appearance.default = saved.0
                Components.default = saved.1
            }

            """
        for block in blocks where block.setsUp {
            text += """
                @MainActor func \(Self.functionName(block.number))Customization(_ appearance: Appearance, \
                _ components: Components) {
                    chatshotDocsRun(appearance, components) { \(Self.functionName(block.number))() }
                }

                """
        }
        return text
    }

    /// What `CustomizationBuilder.customizations` registers: `block-N` → its function.
    public var customizations: [CustomizationBuilder.NamedCustomization] {
        blocks.filter(\.setsUp).map {
            .init(name: Self.customizationName($0.number), function: Self.functionName($0.number) + "Customization")
        }
    }

    /// Writes the folder the customization build compiles: `block-N.swift` for each block and `docs-blocks.swift`.
    public func write(into folder: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for block in blocks {
            try Data(block.source.utf8).write(
                to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("block-\(block.number).swift")))
        }
        try Data(registrationSource.utf8).write(
            to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("docs-blocks.swift")))
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
