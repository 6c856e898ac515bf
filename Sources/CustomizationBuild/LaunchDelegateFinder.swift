import SwiftParser
import SwiftSyntax

/// Finds an app's launch delegates that set the chat up: a class adopting `UIApplicationDelegate` or
/// `UIWindowSceneDelegate` / `UISceneDelegate` that assigns `Components.default.…` or `Appearance.default.…`
/// somewhere in its body (in `application(_:didFinishLaunchingWithOptions:)`, in `scene(_:willConnectTo:options:)`
/// or in a method they call). When a folder has no set-up function, the renderer launches these as iOS does —
/// the app delegate's launch methods, then the scene delegate's connection — so set-up code written there runs.
public enum LaunchDelegateFinder {
    public struct Delegate: Equatable, Sendable {
        public enum Kind: Sendable { case application, scene }
        public let name: String
        public let kind: Kind
        public let file: String
        public let line: Int
    }

    /// The qualifying classes of one file.
    public static func delegates(in source: String, file: String) -> [Delegate] {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        return visitor.found
    }

    /// The call the generated entry point makes: `AppLaunch.start(application: AppDelegate(), scene:
    /// SceneDelegate())` (the first of each kind; nil for a missing one).
    public static func launchCall(_ delegates: [Delegate]) -> String {
        let application = delegates.first { $0.kind == .application }.map { "\($0.name)()" } ?? "nil"
        let scene = delegates.first { $0.kind == .scene }.map { "\($0.name)()" } ?? "nil"
        return "AppLaunch.start(application: \(application), scene: \(scene))"
    }

    /// How the launch reads in messages: `SceneDelegate.scene(_:willConnectTo:options:)`, ….
    public static func launchName(_ delegates: [Delegate]) -> String {
        var parts: [String] = []
        if let application = delegates.first(where: { $0.kind == .application }) {
            parts.append("\(application.name).application(_:didFinishLaunchingWithOptions:)")
        }
        if let scene = delegates.first(where: { $0.kind == .scene }) {
            parts.append("\(scene.name).scene(_:willConnectTo:options:)")
        }
        return parts.joined(separator: " + ")
    }

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var found: [Delegate] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let adopted = Set(
                node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            let kind: Delegate.Kind?
            if adopted.contains("UIApplicationDelegate") {
                kind = .application
            } else if !adopted.isDisjoint(with: ["UIWindowSceneDelegate", "UISceneDelegate"]) {
                kind = .scene
            } else {
                kind = nil
            }
            let isPrivate = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
            guard let kind, !isPrivate, node.genericParameterClause == nil else { return .visitChildren }
            let finder = SetUpFunctionFinder.AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(node.memberBlock)
            if finder.found {
                let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                found.append(Delegate(name: node.name.text, kind: kind, file: file, line: line))
            }
            return .skipChildren
        }
    }
}
