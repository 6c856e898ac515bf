/// The screen a render draws for: its scale (pixels per point) is the render's `--scale`, so hairlines
/// (`1 / UIScreen.main.scale`) come out one pixel thick as on a device.
public final class UIScreen: @unchecked Sendable {
    nonisolated(unsafe) public static var main = UIScreen()
    public var scale: Double = 1
    public init() {}
}
