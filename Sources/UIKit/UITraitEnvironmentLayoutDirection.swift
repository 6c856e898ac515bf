/// The layout direction of a trait collection, as in UIKit. A picture is drawn left to right or right to left
/// (`--layout-direction`; the raw values are the command line's and the gallery's spellings, `ltr` and `rtl`);
/// `unspecified` draws left to right.
public enum UITraitEnvironmentLayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case unspecified
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The directions a picture can be drawn in.
    public static let allCases: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]
}
