/// How a constraint relates its two sides: `==`, `<=` or `>=` (NSLayoutConstraint's relations).
package enum CassowaryRelation: Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
