import Foundation
import StreamChatUI
import Synchronization

/// An app's own set-up function (the one that assigns `Components.default.…` and `Appearance.default.…` at launch),
/// registered by a renderer that `chatshot build-customization` compiled from the app's sources. Every render runs
/// it on its own fresh `Appearance` and `Components`, before the manifests, so a manifest can still change the
/// app's look.
public enum AppSetUp {
    private static let registered = Mutex<(name: String, body: @MainActor @Sendable () -> Void)?>(nil)
    /// Held while the set-up runs: it writes to the process-wide defaults.
    private static let running = NSLock()

    /// Registers the set-up function (a later registration replaces an earlier one).
    public static func register(named name: String, _ body: @escaping @MainActor @Sendable () -> Void) {
        registered.withLock { $0 = (name, body) }
    }

    /// The registered set-up's name, if any.
    public static var name: String? { registered.withLock { $0?.name } }

    /// Runs the set-up with `Appearance.default` and `Components.default` standing for the given instances, then
    /// puts the defaults back. Renders on other threads read their own instances, not the defaults.
    @preconcurrency @MainActor
    static func apply(appearance: Appearance, components: Components) {
        guard let body = registered.withLock({ $0?.body }) else { return }
        // Locked and unlocked here, not in a closure: a main-actor closure handed to a lock would be checked for
        // the main thread, and renders run on threads of their own.
        running.lock()
        defer { running.unlock() }
        let (savedAppearance, savedComponents) = (Appearance.default, Components.default)
        Appearance.default = appearance
        Components.default = components
        body()
        Appearance.default = savedAppearance
        Components.default = savedComponents
    }
}
