import CoreGraphics

/// The settings a graphics renderer draws with; `UIGraphicsImageRendererFormat` adds the image's scale and opacity.
open class UIGraphicsRendererFormat {
    /// The drawing's bounds, set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// A format with the defaults.
    public required init() {}

    /// A format for the current display (the current trait collection's scale).
    open class func preferred() -> Self { Self() }
}
