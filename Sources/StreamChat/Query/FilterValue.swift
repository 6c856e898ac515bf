import Foundation

/// A value a `Filter` compares with (the SDK's `FilterValue`).
public protocol FilterValue: Encodable, Sendable {}

extension String: FilterValue {}
extension Int: FilterValue {}
extension Double: FilterValue {}
extension Float: FilterValue {}
extension Bool: FilterValue {}
extension Date: FilterValue {}
extension URL: FilterValue {}
extension Array: FilterValue where Element: FilterValue {}
extension Filter: FilterValue {}
extension ChannelId: FilterValue {}
extension ChannelType: FilterValue {}
extension Optional: FilterValue where Wrapped == TeamId {}
