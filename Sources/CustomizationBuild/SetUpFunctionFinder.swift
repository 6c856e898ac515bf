import SwiftParser
import SwiftSyntax

/// Finds an app's set-up function: the function, without parameters, that assigns `Components.default.…` or
/// `Appearance.default.…` (what an app runs once at launch). Top-level functions and `static` / `class` functions
/// of a type qualify; the name is what `main.swift` calls (`setUpChat`, `ChatSetup.configure`). So does a stored
/// property whose initial value makes those assignments (`static let shared: ChatClient = { … }()`, the pattern of
/// the SDK's sample apps): `main.swift` reads it once.
public enum SetUpFunctionFinder {
    public struct Candidate: Equatable, Sendable {
        /// How to call it: `setUpChat` or `ChatSetup.configure`; for a property, how to read it (`ChatClient.shared`).
        public let name: String
        public let file: String
        public let line: Int
        /// A stored property (top-level or `static`) whose initial value is the set-up: it runs once, when read.
        public var isProperty = false
    }

    /// Every qualifying function in one file.
    public static func candidates(in source: String, file: String) -> [Candidate] {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        return visitor.found
    }

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var found: [Candidate] = []
        private var typeNames: [String] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            typeNames.append(name)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.signature.parameterClause.parameters.isEmpty, node.genericParameterClause == nil,
                let body = node.body, Self.assignsDefaults(body)
            else { return .skipChildren }
            let isStatic = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            guard typeNames.isEmpty || isStatic else { return .skipChildren }
            let name = (typeNames + [node.name.text]).joined(separator: ".")
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            found.append(Candidate(name: name, file: file, line: line))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            guard typeNames.isEmpty || isStatic else { return .skipChildren }
            for binding in node.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                    let value = binding.initializer?.value
                else { continue }
                let finder = AssignmentFinder(viewMode: .sourceAccurate)
                finder.walk(value)
                guard finder.found else { continue }
                let name = (typeNames + [identifier.identifier.text]).joined(separator: ".")
                let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                found.append(Candidate(name: name, file: file, line: line, isProperty: true))
            }
            return .skipChildren
        }

        /// Whether a body assigns to `Components.default` or `Appearance.default` (or a member of them).
        static func assignsDefaults(_ body: CodeBlockSyntax) -> Bool {
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            return finder.found
        }
    }

    /// Finds `Components.default… = …` or `Appearance.default… = …` (the parser leaves `a = b` as a sequence of
    /// target, `=`, value).
    final class AssignmentFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                let target = elements[0].trimmedDescription.filter { !$0.isWhitespace }
                found =
                    found
                    || ["Components.default", "Appearance.default"].contains {
                        target == $0 || target.hasPrefix($0 + ".")
                    }
            }
            return found ? .skipChildren : .visitChildren
        }
    }
}
