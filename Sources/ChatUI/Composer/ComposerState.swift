/// The composer's state (extensible like the SDK's: `ComposerState(rawValue: "custom")`).
public struct ComposerState: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static let new: ComposerState = "new"
    public static let edit: ComposerState = "edit"
    public static let quote: ComposerState = "quote"
}
