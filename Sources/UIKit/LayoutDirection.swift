/// The layout direction of a screen (`--layout-direction`); its raw values are the command line's and the
/// gallery's spellings, `ltr` and `rtl`.
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
