/// The light or dark style, as in UIKit. A picture is drawn `light` or `dark` (`--appearance`; the raw values are the
/// command line's and the gallery's spellings); `unspecified` draws as `light`, as UIKit resolves it.
public enum UIUserInterfaceStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case unspecified, light, dark

    /// The styles a picture can be drawn in: `light` and `dark`.
    public static let allCases: [UIUserInterfaceStyle] = [.light, .dark]
}
