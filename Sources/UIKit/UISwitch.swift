import ChatCanvas

/// An on/off switch at rest (UIKit's `UISwitch`): a 51×31 capsule track, filled with `onTintColor` (system green)
/// when on and light grey with a border when off, and a white 27-pt thumb disc with a soft shadow at the end it is
/// switched to. As in UIKit the switch keeps its own size whatever frame it is given.
open class UISwitch: UIControl {
    /// The size iOS draws a switch at.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on (system green when `nil`).
    open var onTintColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .onTintColor, key: "onTintColor", { [onTintColor] in ($0 as? UISwitch)?.onTintColor = onTintColor })
        }
    }
    /// The thumb's colour (white when `nil`).
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .thumbTintColor, key: "thumbTintColor",
                { [thumbTintColor] in ($0 as? UISwitch)?.thumbTintColor = thumbTintColor })
        }
    }
    /// An image for the on track (no effect since iOS 7, as in UIKit).
    open var onImage: UIImage?
    /// An image for the off track (no effect since iOS 7, as in UIKit).
    open var offImage: UIImage?
    /// The style asked for.
    open var preferredStyle: UISwitch.Style = .automatic
    /// The style shown: sliding, on iOS.
    open var style: UISwitch.Style { .sliding }
    /// A title (shown on Mac Catalyst only).
    open var title: String?

    /// Switches on or off; a still picture shows where the animation would end.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { UISwitch.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// The off track: iOS's light grey fill and border.
    static let offTrack = UIColor(light: Color(rgb: 0xE9E9EA), dark: Color(rgb: 0x39393D))
    static let offBorder = UIColor(light: Color(rgb: 0xE3E3E4), dark: Color(rgb: 0x39393D))

    /// The thumb's rectangle in the 51×31 switch.
    var thumbFrame: CGRect {
        let d: CGFloat = 27
        let onRight = isOn != isRightToLeft
        return CGRect(x: onRight ? UISwitch.size.width - 2 - d : 2, y: 2, width: d, height: d)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let track = CGRect(origin: .zero, size: UISwitch.size)
        let radii = CornerRadii(all: track.height / 2)
        if isOn {
            canvas.fill(track, radii: radii, color: resolve(onTintColor ?? .systemGreen))
        } else {
            canvas.fill(track, radii: radii, color: resolve(UISwitch.offTrack))
            canvas.strokeBorder(track, radii: radii, color: resolve(UISwitch.offBorder), lineWidth: 1.5)
        }
        let thumb = Path.ellipse(in: thumbFrame)
        canvas.shadow(
            of: thumb, Shadow(color: Color(rgb: 0x000000, alpha: 0.15), offset: CGPoint(x: 0, y: 3), radius: 4))
        canvas.shadow(
            of: thumb, Shadow(color: Color(rgb: 0x000000, alpha: 0.06), offset: CGPoint(x: 0, y: 0), radius: 0.5))
        canvas.fill(thumb, color: resolve(thumbTintColor ?? .white))
        if !isEnabled { canvas.fill(track, radii: radii, color: resolve(.systemBackground).withAlpha(0.5)) }
    }
}
