import ChatCanvas

/// The drawing environment of an image renderer's actions (see `UIGraphicsRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(canvas: Canvas, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(canvas: canvas, format: imageFormat)
    }

    /// The format the renderer draws with.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { UIGraphicsImageRenderer.image(of: canvas) }
}
