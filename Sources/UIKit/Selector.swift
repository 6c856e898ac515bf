/// The name of a method, as `#selector(name)` gives on iOS. Swift on Linux has no Objective-C runtime: chatshot's
/// source rewrite turns `#selector(name)` into `Selector("name")`. Nothing can call a method by its name here:
/// `UIControl.addTarget(_:action:for:)`, gesture recognizers and bar button items record it and never send it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}
