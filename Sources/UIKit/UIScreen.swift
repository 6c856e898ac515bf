/// The screen a render draws for. Its scale (pixels per point) is the display scale of the current trait
/// collection (`UITraitCollection.current`, which a render sets to its `--scale` for its duration), so hairlines
/// (`1 / UIScreen.main.scale`) come out one pixel thick as on a device.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public var scale: CGFloat { UITraitCollection.current.displayScale }
    private init() {}
}
