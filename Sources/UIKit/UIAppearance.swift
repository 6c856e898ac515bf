import Foundation

/// A type whose instances can contain views that appearance proxies single out
/// (`appearance(whenContainedInInstancesOf:)`): every view and view controller, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// UIKit's appearance proxies: `UILabel.appearance().textColor = .secondaryLabel` gives every label that joins a
/// view hierarchy afterwards that colour, unless the label sets its own. chatshot's proxy is an instance of the class
/// itself (made with `init(coder:)`, the one initializer every view subclass has), marked as a proxy: the settings
/// listed in `UIView.AppearanceProperty` made on it are recorded and applied to each view of that class (or a
/// subclass) when the view is added to a superview, before the view's own code runs its set-up; a view keeps every
/// one of those properties it set itself, whenever it set it. Other settings made on a proxy are kept on it and not
/// applied. Proxies belong to the render thread and are reset for every render.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside instances of the container types: the first type is the nearest container,
    /// each next one contains the one before it.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The properties an appearance proxy applies (UIKit's `UI_APPEARANCE_SELECTOR`s chatshot draws, and the
    /// label's text colour and font, which UIKit applies too).
    public struct AppearanceProperty: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `UIView.backgroundColor`.
        public static let backgroundColor = AppearanceProperty(rawValue: 1 << 0)
        /// `UIView.tintColor`.
        public static let tintColor = AppearanceProperty(rawValue: 1 << 1)
        /// `UILabel.textColor`, `UITextField.textColor`.
        public static let textColor = AppearanceProperty(rawValue: 1 << 2)
        /// `UILabel.font`, `UITextField.font`.
        public static let font = AppearanceProperty(rawValue: 1 << 3)
        /// `UIButton.setTitleColor(_:for:)`.
        public static let titleColor = AppearanceProperty(rawValue: 1 << 4)
        /// `UISwitch.onTintColor`.
        public static let onTintColor = AppearanceProperty(rawValue: 1 << 5)
        /// `UISwitch.thumbTintColor`.
        public static let thumbTintColor = AppearanceProperty(rawValue: 1 << 6)
        /// `UIActivityIndicatorView.color`.
        public static let color = AppearanceProperty(rawValue: 1 << 7)
        /// `UIProgressView.progressTintColor`.
        public static let progressTintColor = AppearanceProperty(rawValue: 1 << 8)
        /// `UIProgressView.trackTintColor`.
        public static let trackTintColor = AppearanceProperty(rawValue: 1 << 9)
        /// `UITableView.separatorColor`.
        public static let separatorColor = AppearanceProperty(rawValue: 1 << 10)
    }

    public static func appearance() -> Self {
        appearanceProxy(containers: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(containers: containerTypes)
    }

    private static func appearanceProxy(containers: [any UIAppearanceContainer.Type]) -> Self {
        let thread = RenderThread.current
        let containerKey = containers.map { ObjectIdentifier($0) }
        let classKey = ObjectIdentifier(self)
        for record in thread.appearanceProxies
        where record.classKey == classKey && record.containerKey == containerKey {
            if let proxy = record.proxy as? Self { return proxy }
        }
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(self).appearance(): init(coder:) made no view")
        }
        let record = AppearanceProxyRecord(
            proxy: proxy, classKey: classKey, containers: containers, containerKey: containerKey,
            matches: { $0 is Self })
        proxy.appearanceProxyRecord = record
        thread.appearanceProxies.append(record)
        return proxy
    }

    /// Whether this view is an appearance proxy (`appearance()`), not a view that is drawn.
    package var isAppearanceProxy: Bool { appearanceProxyRecord != nil }

    /// Notes that an appearance property was set: on a proxy, the setting (`apply`, called with each view it
    /// reaches, under `key`, one per property and state) is recorded; on a view, the property is its own from now on.
    package func noteAppearanceSet(
        _ property: AppearanceProperty, key: String, _ apply: @autoclosure () -> (UIView) -> Void
    ) {
        if let record = appearanceProxyRecord {
            record.record(property, key: key, apply())
        } else {
            appearanceSetDirectly.insert(property)
        }
    }

    /// Applies the thread's proxies to this view and the views below it: the proxies of its class and its
    /// superclasses (the more specific after the more general, a contained proxy after a plain one), each property
    /// the view has not set itself.
    package func applyAppearanceProxies() {
        let records = RenderThread.current.appearanceProxies
        guard !records.isEmpty else { return }
        applyAppearance(records)
    }

    private func applyAppearance(_ records: [AppearanceProxyRecord]) {
        if !isAppearanceProxy {
            let matching = records.filter { !$0.settings.isEmpty && $0.matches(self) && $0.isContained(self) }
            if !matching.isEmpty {
                // A proxy's depth: how many of the other matching proxies its own class descends from.
                let ordered = matching.map { record in
                    (record, matching.filter { $0 !== record && $0.matches(record.proxy) }.count)
                }
                .enumerated()
                .sorted { a, b in
                    let (ra, da) = a.element
                    let (rb, db) = b.element
                    if da != db { return da < db }
                    if ra.containers.count != rb.containers.count { return ra.containers.count < rb.containers.count }
                    return a.offset < b.offset
                }
                .map(\.element.0)
                let own = appearanceSetDirectly
                for record in ordered {
                    for setting in record.settings where !own.contains(setting.property) {
                        setting.apply(self)
                    }
                }
                appearanceSetDirectly = own
            }
        }
        for view in subviews { view.applyAppearance(records) }
    }

    /// Forgets this thread's appearance proxies (every class's), so a render starts from UIKit's defaults.
    package static func resetAllAppearanceProxies() {
        let thread = RenderThread.current
        for record in thread.appearanceProxies { record.proxy.appearanceProxyRecord = nil }
        thread.appearanceProxies.removeAll()
    }

    /// What this thread's proxies record (not `UINavigationBar`'s bar settings, which it copies apart), to replay on
    /// another thread's (`replayAppearanceProxies`).
    package static func recordedAppearanceProxies() -> [AppearanceProxySettings] {
        RenderThread.current.appearanceProxies.map {
            AppearanceProxySettings(
                make: $0.remake, settings: $0.settings.map { ($0.property, $0.key, $0.apply) })
        }
    }

    /// Makes this thread's proxies record the given settings, as if its code had set them.
    package static func replayAppearanceProxies(_ proxies: [AppearanceProxySettings]) {
        for proxy in proxies {
            let record = proxy.make()
            for (property, key, apply) in proxy.settings { record.record(property, key: key, apply) }
        }
    }
}

/// One proxy's recorded settings, for another thread (`UIView.recordedAppearanceProxies()`).
package struct AppearanceProxySettings: @unchecked Sendable {
    /// Makes (or finds) the same proxy on the calling thread.
    let make: @MainActor () -> AppearanceProxyRecord
    let settings: [(UIView.AppearanceProperty, String, (UIView) -> Void)]
}

/// A proxy of one class (and container path) on one thread, with the settings made on it, in order.
@preconcurrency @MainActor
package final class AppearanceProxyRecord {
    struct Setting {
        let property: UIView.AppearanceProperty
        let key: String
        let apply: (UIView) -> Void
    }
    let proxy: UIView
    let classKey: ObjectIdentifier
    let containers: [any UIAppearanceContainer.Type]
    let containerKey: [ObjectIdentifier]
    /// Whether a view is an instance of the proxy's class (or a subclass).
    let matches: (UIView) -> Bool
    private(set) var settings: [Setting] = []

    init(
        proxy: UIView, classKey: ObjectIdentifier, containers: [any UIAppearanceContainer.Type],
        containerKey: [ObjectIdentifier], matches: @escaping (UIView) -> Bool
    ) {
        self.proxy = proxy
        self.classKey = classKey
        self.containers = containers
        self.containerKey = containerKey
        self.matches = matches
    }

    func record(_ property: UIView.AppearanceProperty, key: String, _ apply: @escaping (UIView) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append(Setting(property: property, key: key, apply: apply))
    }

    /// The same proxy made on the calling thread.
    var remake: @MainActor () -> AppearanceProxyRecord {
        let type = Swift.type(of: proxy)
        let containers = containers
        return {
            let made = containers.isEmpty ? type.appearance() : type.appearance(whenContainedInInstancesOf: containers)
            return made.appearanceProxyRecord!
        }
    }

    /// Whether the view is inside the containers, nearest first (its superviews; a view controller is its view here).
    func isContained(_ view: UIView) -> Bool {
        guard !containers.isEmpty else { return true }
        var remaining = containers[...]
        var current = view.superview
        while let ancestor = current, let wanted = remaining.first {
            if isInstance(ancestor, of: wanted) { remaining.removeFirst() }
            current = ancestor.superview
        }
        return remaining.isEmpty
    }

    private func isInstance<T>(_ object: AnyObject, of _: T.Type) -> Bool { object is T }
}

/// The coder an appearance proxy is made with: it holds no archive, so a view made from it starts as one made with
/// a zero frame.
final class AppearanceProxyCoder: NSCoder {}
