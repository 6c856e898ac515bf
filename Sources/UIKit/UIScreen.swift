/// The screen a render draws for: its scale (pixels per point) is the render's `--scale`, so hairlines
/// (`1 / UIScreen.main.scale`) come out one pixel thick as on a device. `UIScreen.main` is the screen of the render
/// running on the calling thread.
public final class UIScreen: @unchecked Sendable {
    public static var main: UIScreen { RenderThread.current.screen }
    public var scale: Double = 1
    public init() {}
}
