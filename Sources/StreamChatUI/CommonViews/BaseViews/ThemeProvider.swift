import UIKit

/// Something that reads an `Appearance`: its own, else the one of the nearest Stream view above it, else
/// `Appearance.default`.
@preconcurrency @MainActor
public protocol AppearanceProvider: AnyObject {
    var appearance: Appearance { get set }
}

/// Something that builds its subviews from `Components`: its own, else those of the nearest Stream view above it,
/// else `Components.default`.
@preconcurrency @MainActor
public protocol ComponentsProvider: AnyObject {
    var components: Components { get set }
}

/// Both: what every Stream view is.
public typealias ThemeProvider = AppearanceProvider & ComponentsProvider
