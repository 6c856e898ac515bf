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
        /// The names it declares at its top level (types, functions, variables, its extensions' members) and the
        /// identifiers its code spells.
        public let declared: Set<String>
        public let used: Set<String>
    }

    public let blocks: [Block]

    /// Some of the blocks.
    init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// These blocks alone (those numbered), for one build.
    public func only(_ numbers: Set<Int>) -> SwiftBlocks {
        SwiftBlocks(blocks: blocks.filter { numbers.contains($0.number) })
    }

    /// The blocks a build for `numbers` compiles: those, and for every name one of them uses that it does not
    /// declare, the latest block above it that declares the name — and, in turn, the blocks those use. Blocks no
    /// picture needs (a listing of signatures, a fragment) are never compiled.
    public func unit(of numbers: [Int]) -> [Int] {
        var members = Set(numbers)
        var pending = numbers
        while let current = pending.popLast() {
            guard let block = blocks.first(where: { $0.number == current }) else { continue }
            for name in block.used.subtracting(block.declared) {
                let earlier = blocks.last { $0.number < current && $0.declared.contains(name) }
                if let earlier, members.insert(earlier.number).inserted { pending.append(earlier.number) }
            }
        }
        return members.sorted()
    }

    /// Whether two sets of blocks can be compiled in one module: no name is declared by a block of each.
    public func conflict(_ a: Set<Int>, _ b: Set<Int>) -> Bool {
        let left = blocks.filter { a.contains($0.number) && !b.contains($0.number) }
        let right = blocks.filter { b.contains($0.number) && !a.contains($0.number) }
        let inBoth = blocks.filter { a.contains($0.number) && b.contains($0.number) }
        let leftNames = left.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        let rightNames = right.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        let shared = inBoth.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        return !leftNames.isDisjoint(with: rightNames) || !leftNames.isDisjoint(with: shared)
            || !rightNames.isDisjoint(with: shared)
    }

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
        var declared = Set<String>()
        for item in items {
            guard let decl = item.item.as(DeclSyntax.self),
                !bodyRanges.isEmpty ? !decl.is(VariableDeclSyntax.self) : true
            else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                for member in ext.memberBlock.members { declared.formUnion(names(of: member.decl)) }
            } else {
                declared.formUnion(names(of: decl))
            }
        }
        var used = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { used.insert(name) }
        }
        return Block(
            number: code.number, line: code.firstLine, setsUp: !bodyRanges.isEmpty || !setUps.isEmpty,
            setUpFunctions: setUps, source: source, declared: declared, used: used)
    }

    /// The names a declaration introduces.
    static func names(of decl: DeclSyntax) -> [String] {
        if let d = decl.as(ClassDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(StructDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(EnumDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(ProtocolDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(ActorDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(FunctionDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(VariableDeclSyntax.self) {
            return d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return []
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
