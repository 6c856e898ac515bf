import ChatCanvas

/// A material: what is behind is blurred, then a translucent fill in the material's colour for the appearance is
/// laid over it (see `UIVisualEffectView`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The materials, as in UIKit. `system…` materials follow the appearance unless their name ends in `Light` or
    /// `Dark`; `regular` and `prominent` follow it too; `extraLight`, `light`, `dark` and `extraDark` do not.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur of a material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's fill: a light or dark base colour at the material's opacity (thin materials let more
    /// through), for a light or dark appearance.
    public var materialColor: UIColor {
        let thickness: (CGFloat, CGFloat)  // opacity in light, in dark
        var forced: UIUserInterfaceStyle?
        switch style {
        case .systemUltraThinMaterial: thickness = (0.42, 0.5)
        case .systemThinMaterial: thickness = (0.62, 0.68)
        case .systemMaterial, .regular: thickness = (0.78, 0.8)
        case .systemThickMaterial, .prominent: thickness = (0.9, 0.9)
        case .systemChromeMaterial: thickness = (0.82, 0.84)
        case .systemUltraThinMaterialLight: (thickness, forced) = ((0.42, 0.42), .light)
        case .systemThinMaterialLight: (thickness, forced) = ((0.62, 0.62), .light)
        case .systemMaterialLight, .light: (thickness, forced) = ((0.78, 0.78), .light)
        case .systemThickMaterialLight: (thickness, forced) = ((0.9, 0.9), .light)
        case .systemChromeMaterialLight: (thickness, forced) = ((0.82, 0.82), .light)
        case .extraLight: (thickness, forced) = ((0.86, 0.86), .light)
        case .systemUltraThinMaterialDark: (thickness, forced) = ((0.5, 0.5), .dark)
        case .systemThinMaterialDark: (thickness, forced) = ((0.68, 0.68), .dark)
        case .systemMaterialDark, .dark: (thickness, forced) = ((0.8, 0.8), .dark)
        case .systemThickMaterialDark: (thickness, forced) = ((0.9, 0.9), .dark)
        case .systemChromeMaterialDark: (thickness, forced) = ((0.84, 0.84), .dark)
        case .extraDark: (thickness, forced) = ((0.9, 0.9), .dark)
        }
        let lightBase: UInt32 = style == .extraLight ? 0xFFFFFF : 0xF9F9F9
        let darkBase: UInt32 = style == .extraDark ? 0x111111 : 0x1C1C1E
        let light = Color(rgb: lightBase, alpha: thickness.0)
        let dark = Color(rgb: darkBase, alpha: thickness.1)
        switch forced {
        case .light?: return UIColor(light: light, dark: light)
        case .dark?: return UIColor(light: dark, dark: dark)
        default: return UIColor(light: light, dark: dark)
        }
    }
}

/// Vibrancy for content over a blur (labels, fills): kept. The content of a vibrancy effect view draws as it is.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (`nil` for the older `init(blurEffect:)`).
    public let style: UIVibrancyEffectStyle?
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The kinds of vibrant content, as in UIKit.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
