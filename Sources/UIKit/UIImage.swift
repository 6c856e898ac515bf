import ChatCanvas
import Foundation

/// An image as views hold it: the picture and whether it is a template (tinted when drawn), like UIKit's
/// rendering mode. `UIImage(systemName:)` finds chatshot's own drawings for SF Symbol names.
public struct UIImage: @unchecked Sendable {
    public var image: Image
    public var isTemplate: Bool
    /// The icon or file name it came from (for messages and tests).
    public var name: String

    /// Pixels per point of a raster image (2 for an `@2x` file).
    public var scale: CGFloat = 1

    public init(image: Image, isTemplate: Bool, name: String) {
        self.image = image
        self.isTemplate = isTemplate
        self.name = name
    }

    /// The image of the app's asset catalogs named `name`, for the current traits (appearance and display
    /// scale); nil when no catalog has it or its file cannot be read.
    public init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let (file, isTemplate) = AssetCatalog.current.file(named: name, for: traitCollection ?? .current),
            let image = AssetCatalog.image(at: file.path)
        else { return nil }
        self.init(image: image, isTemplate: isTemplate, name: name)
        scale = file.isVector ? 1 : file.scale
    }

    /// chatshot's drawing of an SF Symbol (`xmark`, `camera.fill`, `chevron.left`, …), a template; nil when
    /// chatshot has no drawing for it.
    public init?(systemName: String) {
        guard let icon = SymbolArtwork.icons.icon(named: systemName) else { return nil }
        self.init(image: icon.image, isTemplate: icon.isTemplate, name: systemName)
    }

    /// The SF Symbol names `init(systemName:)` draws, sorted.
    public static var systemNames: [String] { SymbolArtwork.icons.names }

    /// The size in points.
    public var size: CGSize { CGSize(width: image.size.width / scale, height: image.size.height / scale) }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        var copy = self
        copy.isTemplate = mode == .alwaysTemplate
        return copy
    }
    public enum RenderingMode: Sendable { case alwaysOriginal, alwaysTemplate }
}
