import ChatCanvas
import Foundation

/// An image as views hold it: the picture and whether it is a template (tinted when drawn), like UIKit's
/// rendering mode. `UIImage(systemName:)` finds chatshot's own drawings for SF Symbol names. A class, as in UIKit,
/// so an app's `convenience init` in an extension compiles.
open class UIImage: NSObject, @unchecked Sendable {
    /// The picture.
    package let image: Image
    /// Whether the image is drawn in the tint colour (`.alwaysTemplate`).
    package let isTemplate: Bool
    /// The icon or file name it came from (for messages and tests).
    package let name: String
    /// Pixels per point of a raster image (2 for an `@2x` file).
    public package(set) var scale: CGFloat = 1

    package init(image: Image, isTemplate: Bool, name: String, scale: CGFloat = 1) {
        self.image = image
        self.isTemplate = isTemplate
        self.name = name
        self.scale = scale
        super.init()
    }

    /// An empty image (zero size; draws nothing), as UIKit's `UIImage()`: what apps set to hide a bar's shadow line.
    public override convenience init() {
        self.init(image: .rgba(width: 0, height: 0, bytes: []), isTemplate: false, name: "")
    }

    /// The image of the app's asset catalogs named `name`, for the current traits (appearance and display
    /// scale); nil when no catalog has it or its file cannot be read.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let (file, isTemplate) = AssetCatalog.current.file(named: name, for: traitCollection ?? .current),
            let image = AssetCatalog.image(at: file.path)
        else { return nil }
        self.init(image: image, isTemplate: isTemplate, name: name, scale: file.isVector ? 1 : file.scale)
    }

    /// chatshot's drawing of an SF Symbol (`xmark`, `camera.fill`, `chevron.left`, …), a template. For a name
    /// chatshot has no drawing of, a visible placeholder (a dashed square with a question mark) and one warning
    /// per name on standard error, so an app's `UIImage(systemName: "…")!` draws instead of stopping the render.
    public convenience init?(systemName: String) {
        guard let icon = SymbolArtwork.icons.icon(named: systemName) else {
            SymbolArtwork.warnMissing(systemName)
            self.init(image: SymbolArtwork.placeholder.image, isTemplate: true, name: systemName)
            return
        }
        self.init(image: icon.image, isTemplate: icon.isTemplate, name: systemName)
    }

    /// chatshot's drawing of the SF Symbol `name`; nil (and no warning) when it has none.
    package static func symbol(named name: String) -> UIImage? {
        SymbolArtwork.icons.icon(named: name).map { UIImage(image: $0.image, isTemplate: $0.isTemplate, name: name) }
    }

    /// The SF Symbol names `init(systemName:)` draws, sorted.
    package static var systemNames: [String] { SymbolArtwork.icons.names }

    /// The size in points.
    open var size: CGSize { CGSize(width: image.size.width / scale, height: image.size.height / scale) }

    /// Draws the image at its size with its top-left corner at `point`, into the current context (nothing
    /// outside one).
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image stretched to `rect`, into the current context (nothing outside one); a template image in
    /// the context's fill colour.
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if isTemplate {
            context.canvas.draw(template: image, in: rect, tint: context.state.fillColor.resolved(context.style))
        } else {
            context.canvas.draw(image, in: rect, alpha: Double(context.state.alpha))
        }
    }
    /// Draws the image at `point` with a blend mode (kept: normal) and an opacity.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image stretched to `rect` with a blend mode (kept: normal) and an opacity.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(context.state.alpha * alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// How the image is drawn: `.alwaysTemplate` in the tint colour, else its own colours.
    open var renderingMode: RenderingMode { isTemplate ? .alwaysTemplate : .alwaysOriginal }

    /// The same picture drawn as `mode` says.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(image: image, isTemplate: mode == .alwaysTemplate, name: name, scale: scale)
    }

    /// The same picture filled with `color` (its shape, in that colour), drawn in its own colours from then on (the
    /// colour is taken for the current appearance).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same picture filled with `color`, drawn as `renderingMode` says.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let tinted = image.tinted(color.resolved(UITraitCollection.current.userInterfaceStyle))
        return UIImage(image: tinted, isTemplate: renderingMode == .alwaysTemplate, name: name, scale: scale)
    }

    /// Equal when the same picture is drawn the same way.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self
            || (other.image === image && other.isTemplate == isTemplate && other.name == name && other.scale == scale)
    }

    /// How an image is drawn, as in UIKit; `.automatic` is the image's own (original) colours.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }
}
