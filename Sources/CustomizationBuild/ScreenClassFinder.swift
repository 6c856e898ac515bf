import SwiftParser
import SwiftSyntax

/// Finds the classes of an app's folder that inherit, directly or through other classes of the folder, from one
/// of the SDK's view controllers chatshot draws a screen with (`ChatChannelListVC`), so the renderer can register
/// them (`AppScreens`). Private, file-private and generic classes are left out: the generated entry point could not
/// name them.
public enum ScreenClassFinder {
    /// A class of the folder: how to name it from the entry point, and its superclass as written.
    struct Declared: Equatable {
        let name: String
        let superclass: String
        /// Whether it declares `init()`.
        var declaresPlainInit = false
        /// Whether it declares a designated initializer (then it inherits none of its superclass's).
        var declaresDesignatedInit = false
    }

    /// The classes of `sources` that inherit from `base` and can be made with `()`: they declare `init()`, or
    /// declare no designated initializer (and inherit `init()`, as `base` has it), through the folder's classes.
    public static func constructibleSubclasses(of base: String, in sources: [String]) -> Set<String> {
        let declared = declarations(in: sources)
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func constructible(_ name: String, depth: Int = 0) -> Bool {
            guard let d = byName[name], depth < 64 else { return true }  // base (or another SDK class): has init()
            if d.declaresPlainInit { return true }
            if d.declaresDesignatedInit { return false }
            let parent = d.superclass.split(separator: ".").last.map(String.init) ?? d.superclass
            return parent == base
                || constructible(byName[d.superclass] != nil ? d.superclass : parent, depth: depth + 1)
        }
        return Set(subclasses(of: base, in: sources).filter { constructible($0) })
    }

    static func declarations(in sources: [String]) -> [Declared] {
        var declared: [Declared] = []
        for source in sources {
            let visitor = Visitor()
            visitor.walk(Parser.parse(source: source))
            declared += visitor.found
        }
        return declared
    }

    /// The classes of `sources` that inherit from `base`, sorted by name.
    public static func subclasses(of base: String, in sources: [String]) -> [String] {
        let declared = declarations(in: sources)
        var found: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for d in declared where !found.contains(d.name) {
                let parent = d.superclass.split(separator: ".").last.map(String.init) ?? d.superclass
                if parent == base || found.contains(parent) || found.contains(d.superclass) {
                    found.insert(d.name)
                    grew = true
                }
            }
        }
        return found.sorted()
    }

    final class Visitor: SyntaxVisitor {
        var found: [Declared] = []
        private var typeNames: [String] = []
        private var hidden = 0

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let isHidden =
                node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                || node.genericParameterClause != nil
            typeNames.append(node.name.text)
            if isHidden { hidden += 1 }
            if hidden == 0, let first = node.inheritanceClause?.inheritedTypes.first {
                found.append(
                    Declared(name: typeNames.joined(separator: "."), superclass: first.type.trimmedDescription))
            }
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) {
            typeNames.removeLast()
            let isHidden =
                node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                || node.genericParameterClause != nil
            if isHidden { hidden -= 1 }
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            // An initializer of the innermost class being declared (the last one found with this name).
            let name = typeNames.joined(separator: ".")
            if let index = found.lastIndex(where: { $0.name == name }) {
                let isConvenience = node.modifiers.contains { $0.name.text == "convenience" }
                if node.signature.parameterClause.parameters.isEmpty && node.optionalMark == nil {
                    found[index].declaresPlainInit = true
                }
                if !isConvenience { found[index].declaresDesignatedInit = true }
            }
            return .skipChildren
        }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            typeNames.append(name)
            return .visitChildren
        }
    }
}
