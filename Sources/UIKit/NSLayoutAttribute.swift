/// The attributes a constraint relates: edges, centres and sizes, the same within the layout margins, and
/// `notAnAttribute` for the missing second item of a constraint to a constant.
public enum NSLayoutAttribute: Sendable {
    case leading, trailing, left, right, top, bottom, centerX, centerY, width, height
    case leadingMargin, trailingMargin, leftMargin, rightMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Whether the attribute is one of the margins (solved by the Cassowary engine).
    var isMargin: Bool {
        switch self {
        case .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }
}
