import Foundation
import StreamChatUI
import Synchronization
import UIKit

/// An app's own set-up function (the one that assigns `Components.default.…` and `Appearance.default.…` at launch),
/// registered by a renderer that `chatshot build-customization` compiled from the app's sources. Every render runs
/// it on its own fresh `Appearance` and `Components`, before the manifests, so a manifest can still change the
/// app's look. A set-up that replaces the defaults (`Appearance.default = appearance`) is copied into the render's.
/// A set-up that can only run once (`once`: a stored property's initial value, such as the SDK samples'
/// `static let shared: ChatClient = { … }()`) runs on the first render, on instances of its own; every render then
/// starts from copies of what it left in the defaults.
public enum AppSetUp {
    private struct Registration {
        let name: String
        let once: Bool
        let body: @MainActor @Sendable () -> Void
    }
    private static let registered = Mutex<Registration?>(nil)
    /// What a `once` set-up left in the defaults (read under `running`).
    nonisolated(unsafe) private static var leftByOnce:
        (
            appearance: Appearance, components: Components, navigationBar: UINavigationBar,
            proxies: [AppearanceProxySettings]
        )?
    /// Held while the set-up runs: it writes to the process-wide defaults.
    private static let running = NSLock()

    /// Registers the set-up (a later registration replaces an earlier one); `once`: it runs only the first time.
    public static func register(
        named name: String, once: Bool = false, _ body: @escaping @MainActor @Sendable () -> Void
    ) {
        registered.withLock { $0 = Registration(name: name, once: once, body: body) }
    }

    /// The registered set-up's name, if any.
    public static var name: String? { registered.withLock { $0?.name } }

    /// Runs the set-up with `Appearance.default` and `Components.default` standing for the given instances (or,
    /// for a `once` set-up, copies into them what it left there), then puts the defaults back. Renders on other
    /// threads read their own instances, not the defaults.
    @preconcurrency @MainActor
    static func apply(appearance: Appearance, components: Components) {
        // Every render starts from UIKit's appearance proxies (one per class and thread): what an earlier render's
        // code set there does not leak into this one.
        UINavigationBar.resetAppearanceProxies()
        guard let registration = registered.withLock({ $0 }) else { return }
        // Locked and unlocked here, not in a closure: a main-actor closure handed to a lock would be checked for
        // the main thread, and renders run on threads of their own.
        running.lock()
        defer { running.unlock() }
        let (savedAppearance, savedComponents) = (Appearance.default, Components.default)
        defer { (Appearance.default, Components.default) = (savedAppearance, savedComponents) }
        if registration.once {
            if leftByOnce == nil {
                Appearance.default = Appearance()
                Components.default = Components()
                registration.body()
                let bar = UINavigationBar(frame: .zero)
                bar.copySettings(from: UINavigationBar.appearance())
                leftByOnce = (Appearance.default, Components.default, bar, UIView.recordedAppearanceProxies())
            }
            if let left = leftByOnce {
                appearance.copy(from: left.appearance)
                components.copy(from: left.components)
                // The proxy the set-up left, on whichever thread it ran, for this render's thread too.
                UINavigationBar.resetAppearanceProxies(to: left.navigationBar)
                UIView.replayAppearanceProxies(left.proxies)
            }
            return
        }
        Appearance.default = appearance
        Components.default = components
        registration.body()
        appearance.copy(from: Appearance.default)
        components.copy(from: Components.default)
    }
}
