import CoreGraphics

/// The settings of an image renderer: pixels per point and whether the image is opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point; the current display scale by default. chatshot draws at 1, 2 or 3 (rounded, clamped).
    open var scale: CGFloat = UITraitCollection.current.displayScale
    /// Whether the image has no transparency: it starts black instead of clear.
    open var opaque = false

    /// A format for the current display.
    public required init() { super.init() }

    /// The drawing's scale as ChatCanvas takes it: 1, 2 or 3.
    var canvasScale: Double { scale.isFinite ? max(1, min(3, Double(scale).rounded())) : 1 }
}
