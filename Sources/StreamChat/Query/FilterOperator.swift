/// The operators of Stream's query filters (the SDK's `FilterOperator`).
public enum FilterOperator: String, Sendable {
    case equal = "$eq"
    case notEqual = "$ne"
    case greater = "$gt"
    case greaterOrEqual = "$gte"
    case less = "$lt"
    case lessOrEqual = "$lte"
    case `in` = "$in"
    case notIn = "$nin"
    case query = "$q"
    case autocomplete = "$autocomplete"
    case exists = "$exists"
    case and = "$and"
    case or = "$or"
    case nor = "$nor"
    case contains = "$contains"
    case isNil = "$isNil"
}
