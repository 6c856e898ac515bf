import Foundation

/// A JSON value of custom data (the SDK's `RawJSON`, for `extraData`).
public indirect enum RawJSON: Codable, Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case dictionary([String: RawJSON])
    case array([RawJSON])
    case `nil`

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .nil
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: RawJSON].self) {
            self = .dictionary(value)
        } else {
            self = .array(try container.decode([RawJSON].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .nil: try container.encodeNil()
        }
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The number, if this is one.
    public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
    /// The Boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The object, if this is one.
    public var dictionaryValue: [String: RawJSON]? { if case .dictionary(let value) = self { value } else { nil } }
    /// The array, if this is one.
    public var arrayValue: [RawJSON]? { if case .array(let value) = self { value } else { nil } }
    /// Whether this is JSON's null.
    public var isNil: Bool { self == .nil }
}
