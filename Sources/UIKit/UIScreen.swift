/// The screen a render draws for. Its scale (pixels per point) is the display scale of the current trait
/// collection (`UITraitCollection.current`, which a render sets to its `--scale` for its duration), so hairlines
/// (`1 / UIScreen.main.scale`) come out one pixel thick as on a device.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public var scale: CGFloat { UITraitCollection.current.displayScale }
    /// The screen's rectangle in points: the render's screen size (`RenderThread.current.screenSize`; 390×844, an
    /// iPhone's, outside a render).
    public var bounds: CGRect { CGRect(origin: .zero, size: RenderThread.current.screenSize) }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The pixels per point of the physical screen: the same as `scale`.
    public var nativeScale: CGFloat { scale }
    /// The screen size of the render running on this thread (set by the renderer for its duration).
    package static var renderScreenSize: CGSize {
        get { RenderThread.current.screenSize }
        set { RenderThread.current.screenSize = newValue }
    }
    private init() {}
}
