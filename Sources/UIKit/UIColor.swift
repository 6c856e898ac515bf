import ChatCanvas
import Foundation

/// A colour with a light and a dark value, like UIKit's dynamic `UIColor`, so `backgroundColor = .systemBlue`
/// reads as on iOS. A class, as in UIKit, so an app's `convenience init(hex:)` in an extension compiles.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour in the light appearance.
    package let light: Color
    /// The colour in the dark appearance.
    package let dark: Color

    package init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
        super.init()
    }
    package convenience init(_ color: Color) { self.init(light: color, dark: color) }
    /// A colour from red, green, blue and alpha components from 0 to 1 (sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// A grey: `white` from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// A colour from hue, saturation and brightness (HSB), each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (min(max(brightness, 0), 1), min(max(saturation, 0), 1))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
    /// A colour in hex notation, `#RRGGBB` or `#RRGGBBAA`; nil when the text is not one.
    package convenience init?(hex: String) {
        guard let c = Color(hex: hex) else { return nil }
        self.init(c)
    }

    /// A colour that depends on the traits it is drawn with. chatshot asks the provider for a light and a dark
    /// trait collection once, when the colour is made (a still picture differs by style, nothing else).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let base = UITraitCollection.current
        var light = base
        var dark = base
        light.userInterfaceStyle = .light
        dark.userInterfaceStyle = .dark
        self.init(light: dynamicProvider(light).light, dark: dynamicProvider(dark).dark)
    }

    /// The colour of the app's asset catalogs named `name` (a colour set, with its dark appearance if it has
    /// one); nil when no catalog has it.
    public convenience init?(named name: String) {
        guard let color = AssetCatalog.current.color(named: name) else { return nil }
        self.init(light: color.light, dark: color.dark)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// Equal when both appearances are the same colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return light == other.light && dark == other.dark
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(light)
        hasher.combine(dark)
        return hasher.finalize()
    }

    /// The colour as it is drawn with `traitCollection`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(resolved(traitCollection.userInterfaceStyle))
    }

    /// The components of the colour in the current traits' appearance (sRGB, 0 to 1); always true.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolved(UITraitCollection.current.userInterfaceStyle)
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Makes this the colour the current context fills with (nothing outside one).
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// Makes this the colour the current context strokes with (nothing outside one).
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// Makes this both the fill and the stroke colour of the current context.
    open func set() {
        setFill()
        setStroke()
    }

    /// The colour itself, for code written against UIKit's `layer.borderColor = color.cgColor`.
    open var cgColor: UIColor { self }

    /// The colour for a style.
    package func resolved(_ style: UIUserInterfaceStyle) -> Color { style == .dark ? dark : light }
    /// The same colour with another opacity, in both appearances.
    open func withAlphaComponent(_ a: CGFloat) -> UIColor {
        UIColor(light: light.withAlpha(a), dark: dark.withAlpha(a))
    }

    // iOS system colours (light / dark values of current iOS).
    /// The iOS 26 system blue: the default tint.
    public static let systemBlue = UIColor(light: Color(rgb: 0x0088FF), dark: Color(rgb: 0x0091FF))
    public static let systemPink = UIColor(light: Color(rgb: 0xFF2D55), dark: Color(rgb: 0xFF375F))
    public static let systemRed = UIColor(light: Color(rgb: 0xFF3B30), dark: Color(rgb: 0xFF453A))
    public static let systemOrange = UIColor(light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A))
    public static let systemYellow = UIColor(light: Color(rgb: 0xFFCC00), dark: Color(rgb: 0xFFD60A))
    public static let systemGreen = UIColor(light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158))
    public static let systemMint = UIColor(light: Color(rgb: 0x00C7BE), dark: Color(rgb: 0x63E6E2))
    public static let systemTeal = UIColor(light: Color(rgb: 0x30B0C7), dark: Color(rgb: 0x40C8E0))
    public static let systemCyan = UIColor(light: Color(rgb: 0x32ADE6), dark: Color(rgb: 0x64D2FF))
    public static let systemIndigo = UIColor(light: Color(rgb: 0x5856D6), dark: Color(rgb: 0x5E5CE6))
    public static let systemPurple = UIColor(light: Color(rgb: 0xAF52DE), dark: Color(rgb: 0xBF5AF2))
    public static let systemBrown = UIColor(light: Color(rgb: 0xA2845E), dark: Color(rgb: 0xAC8E68))
    public static let systemGray = UIColor(light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0x8E8E93))
    public static let systemGray2 = UIColor(light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366))
    public static let systemGray3 = UIColor(light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x48484A))
    public static let systemGray4 = UIColor(light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C))
    public static let systemGray5 = UIColor(light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x2C2C2E))
    public static let systemGray6 = UIColor(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))
    public static let systemBackground = UIColor(light: .white, dark: .black)
    public static let label = UIColor(light: .black, dark: .white)
    public static let secondaryLabel = UIColor(
        light: Color(rgb: 0x3C3C43).withAlpha(0.6), dark: Color(rgb: 0xEBEBF5).withAlpha(0.6))
    public static let tertiaryLabel = UIColor(
        light: Color(rgb: 0x3C3C43).withAlpha(0.3), dark: Color(rgb: 0xEBEBF5).withAlpha(0.3))
    public static let quaternaryLabel = UIColor(
        light: Color(rgb: 0x3C3C43).withAlpha(0.18),
        dark: Color(rgb: 0xEBEBF5).withAlpha(0.16))
    public static let placeholderText = UIColor(
        light: Color(rgb: 0x3C3C43).withAlpha(0.3), dark: Color(rgb: 0xEBEBF5).withAlpha(0.3))
    public static let link = UIColor(light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0984FF))
    public static let secondarySystemBackground = UIColor(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))
    public static let tertiarySystemBackground = UIColor(light: .white, dark: Color(rgb: 0x2C2C2E))
    public static let systemGroupedBackground = UIColor(light: Color(rgb: 0xF2F2F7), dark: .black)
    public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: Color(rgb: 0x1C1C1E))
    public static let tertiarySystemGroupedBackground = UIColor(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x2C2C2E))
    public static let separator = UIColor(
        light: Color(rgb: 0x3C3C43).withAlpha(0.29), dark: Color(rgb: 0x545458).withAlpha(0.6))
    public static let opaqueSeparator = UIColor(light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A))
    public static let systemFill = UIColor(
        light: Color(rgb: 0x787880).withAlpha(0.2), dark: Color(rgb: 0x787880).withAlpha(0.36))
    public static let secondarySystemFill = UIColor(
        light: Color(rgb: 0x787880).withAlpha(0.16),
        dark: Color(rgb: 0x787880).withAlpha(0.32))
    public static let tertiarySystemFill = UIColor(
        light: Color(rgb: 0x767680).withAlpha(0.12),
        dark: Color(rgb: 0x767680).withAlpha(0.24))
    public static let quaternarySystemFill = UIColor(
        light: Color(rgb: 0x747480).withAlpha(0.08),
        dark: Color(rgb: 0x767680).withAlpha(0.18))
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
    public static let gray = UIColor(Color(rgb: 0x808080))
    public static let lightGray = UIColor(Color(rgb: 0xAAAAAA))
    public static let darkGray = UIColor(Color(rgb: 0x555555))
    public static let red = UIColor(Color(rgb: 0xFF0000))
    public static let green = UIColor(Color(rgb: 0x00FF00))
    public static let blue = UIColor(Color(rgb: 0x0000FF))
    public static let yellow = UIColor(Color(rgb: 0xFFFF00))
    public static let orange = UIColor(Color(rgb: 0xFF8000))
    public static let purple = UIColor(Color(rgb: 0x800080))
    public static let brown = UIColor(Color(rgb: 0x996633))
    public static let cyan = UIColor(Color(rgb: 0x00FFFF))
    public static let magenta = UIColor(Color(rgb: 0xFF00FF))

    /// The system and standard colours by name (`systemPink`, `yellow`, …).
    package static let named: [String: UIColor] = [
        "systemBlue": systemBlue, "systemPink": systemPink, "systemRed": systemRed, "systemOrange": systemOrange,
        "systemYellow": systemYellow, "systemGreen": systemGreen, "systemMint": systemMint, "systemTeal": systemTeal,
        "systemCyan": systemCyan, "systemIndigo": systemIndigo, "systemPurple": systemPurple,
        "systemBrown": systemBrown,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3, "systemGray4": systemGray4,
        "systemGray5": systemGray5, "systemGray6": systemGray6, "systemBackground": systemBackground, "label": label,
        "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel, "quaternaryLabel": quaternaryLabel,
        "placeholderText": placeholderText, "link": link, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground, "separator": separator,
        "opaqueSeparator": opaqueSeparator, "systemFill": systemFill, "secondarySystemFill": secondarySystemFill,
        "tertiarySystemFill": tertiarySystemFill, "quaternarySystemFill": quaternarySystemFill,
        "black": black, "white": white, "clear": clear, "gray": gray, "lightGray": lightGray, "darkGray": darkGray,
        "red": red, "green": green, "blue": blue, "yellow": yellow, "orange": orange, "purple": purple,
        "brown": brown, "cyan": cyan, "magenta": magenta
    ]
}
