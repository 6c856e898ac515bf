import Foundation

/// The built-in icon set: vector artwork drawn for chatshot (SVG through librsvg), one per SDK
/// `Appearance.images` name and per SF-Symbol-style alias the guides use. Loaded once per process.
public enum Icons {
    /// The icon for a name (`sendArrow`, `openAttachments`, `camera.fill`, …), or nil if there is none.
    public static func image(named name: String) -> Image? { fatalError("TODO") }
    /// Every name the set knows, sorted.
    public static var names: [String] { fatalError("TODO") }
}
