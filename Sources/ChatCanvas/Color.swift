import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB` with an optional alpha 0…1.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Returns nil for anything else.
    public init?(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        guard s.allSatisfy({ $0.isHexDigit }) else { return nil }
        switch s.count {
        case 3:
            let chars = Array(s)
            s = chars.map { "\($0)\($0)" }.joined()
            fallthrough
        case 6:
            guard let v = UInt32(s, radix: 16) else { return nil }
            self.init(rgb: v)
        case 8:
            guard let v = UInt32(s, radix: 16) else { return nil }
            self.init(rgb: v >> 8, alpha: Double(v & 0xFF) / 255)
        default:
            return nil
        }
    }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(rgb: 0xFFFFFF)
    public static let black = Color(rgb: 0x000000)

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func c(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
        return "#" + c(red) + c(green) + c(blue) + (alpha < 1 ? c(alpha) : "")
    }
    public var description: String { hexString }
}
