/// The name of a method, as `#selector(name)` gives on iOS. Swift on Linux has no Objective-C runtime: chatshot's
/// source rewrite turns `#selector(name)` into `Selector("name")`. A still picture sends no actions; the name is kept.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}
