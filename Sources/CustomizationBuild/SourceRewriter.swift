import SwiftParser
import SwiftSyntax

/// The one source rewrite an app's files go through before they are compiled on Linux, where Swift has no
/// Objective-C runtime: Objective-C attributes (`@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@NSManaged`) and the `dynamic` modifier are blanked out, and
/// `#selector(name)` becomes `Selector("name")`, a value chatshot's UIKit understands. The app's entry-point
/// attributes (`@main`, `@UIApplicationMain`) are blanked too: the renderer writes the entry point, and an app's
/// `AppDelegate` in the folder is then an ordinary class. Nothing else changes.
///
/// Lines never move: removed text becomes spaces of the same width, so every line and, up to a `#selector`, every
/// column of the output is the line and column of the input. The caller puts a `#sourceLocation` line naming the
/// user's file in front, so compiler errors point at the user's file.
public enum SourceRewriter {
    /// The attributes removed.
    public static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "NSManaged",
        "main", "UIApplicationMain"
    ]

    /// The rewritten source (identical when there is nothing to rewrite).
    public static func rewrite(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        let finder = EditFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.edits.isEmpty else { return source }
        var bytes = Array(source.utf8)
        // Later edits first, so earlier offsets stay valid.
        for edit in finder.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct Edit {
        let range: Range<Int>
        let replacement: String
    }

    final class EditFinder: SyntaxVisitor {
        var edits: [Edit] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if SourceRewriter.removedAttributes.contains(name) { blank(Syntax(node)) }
            return .skipChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.dynamic) { blank(Syntax(node)) }
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector" else { return .visitChildren }
            // `#selector(getter: view.isHidden)` names the getter; keep the label in the string as ObjC does.
            let name = node.arguments.map { argument in
                (argument.label.map { $0.text + ":" } ?? "") + argument.expression.trimmedDescription
            }.joined()
            let original = node.trimmedDescription
            let lineBreaks = String(repeating: "\n", count: original.filter(\.isNewline).count)
            let literal = name.filter { !$0.isNewline }.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            edits.append(Edit(range: range(of: Syntax(node)), replacement: "Selector(\"\(literal)\")" + lineBreaks))
            return .skipChildren
        }

        /// Replaces a node's text (without its trivia) by spaces, keeping its line breaks.
        private func blank(_ node: Syntax) {
            let text = node.trimmedDescription
            edits.append(Edit(range: range(of: node), replacement: String(text.map { $0.isNewline ? $0 : " " })))
        }

        private func range(of node: Syntax) -> Range<Int> {
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }
}
