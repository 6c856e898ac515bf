import ChatCanvas

/// An image as views hold it: the picture and whether it is a template (tinted when drawn), like UIKit's
/// rendering mode. `UIImage(systemName:)` finds chatshot's own drawings for SF Symbol names.
public struct UIImage: @unchecked Sendable {
    public var image: Image
    public var isTemplate: Bool
    /// The icon or file name it came from (for messages and tests).
    public var name: String

    public init(image: Image, isTemplate: Bool, name: String) {
        self.image = image; self.isTemplate = isTemplate; self.name = name
    }

    /// chatshot's drawing of an SF Symbol (`xmark`, `camera.fill`, `chevron.left`, …), a template; nil when
    /// chatshot has no drawing for it.
    public init?(systemName: String) {
        guard let icon = SymbolArtwork.icons.icon(named: systemName) else { return nil }
        self.init(image: icon.image, isTemplate: icon.isTemplate, name: systemName)
    }

    /// The SF Symbol names `init(systemName:)` draws, sorted.
    public static var systemNames: [String] { SymbolArtwork.icons.names }

    public var size: CGSize { image.size }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        var copy = self
        copy.isTemplate = mode == .alwaysTemplate
        return copy
    }
    public enum RenderingMode: Sendable { case alwaysOriginal, alwaysTemplate }
}
