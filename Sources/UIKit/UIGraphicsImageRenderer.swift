import ChatCanvas
import CoreGraphics

/// Makes images from drawing actions, drawn into a ChatCanvas bitmap: `fill(_:)` / `stroke(_:)` of the context
/// (with `UIColor.setFill()` / `setStroke()`) and `UIImage.draw(at:)` / `draw(in:)` inside the actions are painted.
/// The image has the format's scale (1, 2 or 3 pixels per point) and the size given, in points.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points for the current display.
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    /// A renderer of images of `size` points with the given format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of images the size of `bounds` with the given format (drawing in the bounds' coordinates).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// The image `actions` draw. An empty size (or one too large to allocate) gives a transparent one-pixel image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds
        guard
            let canvas = try? Canvas(
                width: bounds.width, height: bounds.height, scale: imageFormat.canvasScale)
        else {
            return UIImage(image: .rgba(width: 1, height: 1, bytes: [0, 0, 0, 0]), isTemplate: false, name: "empty")
        }
        if imageFormat.opaque { canvas.fill(CGRect(origin: .zero, size: bounds.size), color: .black) }
        canvas.translate(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(canvas: canvas, imageFormat: imageFormat)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return Self.image(of: canvas)
    }

    /// The canvas's pixels as an image at its scale.
    static func image(of canvas: Canvas) -> UIImage {
        UIImage(
            image: .rgba(width: canvas.pixelWidth, height: canvas.pixelHeight, bytes: canvas.rgbaPixels()),
            isTemplate: false, name: "UIGraphicsImageRenderer", scale: canvas.scale)
    }
}
