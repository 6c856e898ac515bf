import SwiftParser
import SwiftSyntax

/// The blocks a guide's block is compiled with: itself and, for each name it uses that an earlier block of the same
/// guide declares (a type, a top-level function or variable, or a member an extension adds), the latest such block —
/// and, in turn, the blocks those use. Fragments are never pulled in.
struct GuideBlockUnit: Sendable {
    /// The blocks in the guide's order; the block under test is the last.
    let blocks: [GuideBlock]

    /// The imports added in front: what a guide reader's file has (the guides' blocks have no import lines).
    static let imports = ["UIKit", "StreamChat", "StreamChatUI"]

    /// The unit's one source file: the imports, then each block's text after a `#sourceLocation` line naming the
    /// guide and the block's line, so errors point at the guide's own file and line.
    var source: String {
        var text = Self.imports.map { "import \($0)\n" }.joined()
        for block in blocks {
            text += "#sourceLocation(file: \"\(block.path)\", line: \(block.line))\n\(block.text)\n"
        }
        return text
    }

    /// The units of a guide's blocks, by ordinal.
    static func units(of guide: [GuideBlock], fragments: Set<Int>) -> [Int: GuideBlockUnit] {
        let declared = guide.map { declaredNames(in: $0.text) }
        let used = guide.map { usedNames(in: $0.text) }
        var result: [Int: GuideBlockUnit] = [:]
        for (index, block) in guide.enumerated() {
            var members: Set<Int> = [index]
            var pending = [index]
            while let current = pending.popLast() {
                for name in used[current].subtracting(declared[current]) {
                    let earlier = (0..<current).last {
                        declared[$0].contains(name) && !fragments.contains(guide[$0].ordinal)
                    }
                    if let earlier, members.insert(earlier).inserted { pending.append(earlier) }
                }
            }
            result[block.ordinal] = GuideBlockUnit(blocks: members.sorted().map { guide[$0] })
        }
        return result
    }

    /// The names a block declares at its top level: types, functions, variables, and the members of its extensions.
    static func declaredNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for item in Parser.parse(source: text).statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                for member in ext.memberBlock.members { names.formUnion(self.names(of: member.decl)) }
            } else {
                names.formUnion(self.names(of: decl))
            }
        }
        return names
    }

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

    /// Every identifier a block's code spells (not its comments or strings).
    static func usedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }
}
