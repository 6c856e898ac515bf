/// When a marker's title and subtitle show (kept; chatshot draws no marker titles).
public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0
    case hidden = 1
    case visible = 2
}
