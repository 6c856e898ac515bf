import StreamChatUI
import Synchronization

/// Customizations written in Swift, as the SDK's guides write them (subclasses registered in `Components`,
/// changes to `Appearance`), registered by name by a renderer executable and chosen per render with
/// `--customization NAME`. They run after the manifest, on the fresh `Appearance` and `Components` of the render.
public enum SwiftCustomizations {
    public typealias Customize = @MainActor @Sendable (_ appearance: Appearance, _ components: Components) -> Void

    private static let registry = Mutex<[String: Customize]>([:])

    /// Registers a customization under a name (a later registration replaces an earlier one).
    public static func register(_ name: String, _ customize: @escaping Customize) {
        registry.withLock { $0[name] = customize }
    }

    /// The registered names, sorted.
    public static var names: [String] { registry.withLock { $0.keys.sorted() } }

    @preconcurrency @MainActor
    static func apply(_ names: [String], appearance: Appearance, components: Components) throws {
        for name in names {
            guard let customize = registry.withLock({ $0[name] }) else {
                let known = SwiftCustomizations.names
                let hint =
                    known.isEmpty
                    ? "this executable registers none (build your own renderer, see Examples/GuideCustomizations)"
                    : "known: " + known.joined(separator: ", ")
                throw ChatShotError.option(
                    "--customization",
                    problem: "no Swift customization named \"\(name)\"; " + hint)
            }
            customize(appearance, components)
        }
    }
}
