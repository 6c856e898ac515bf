import CoreGraphics

/// The base of graphics renderers: the bounds and format a drawing is made with.
open class UIGraphicsRenderer {
    /// The format drawings are made with.
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer can make contexts (always).
    public let allowsImageOutput = true

    /// A renderer of drawings the size of `bounds`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }
}
