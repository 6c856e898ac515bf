/// The Dynamic Type text styles.
public enum TextStyle: String, Sendable, CaseIterable {
    case caption1, footnote, subheadline, body, headline, title1, title2, title3
}
