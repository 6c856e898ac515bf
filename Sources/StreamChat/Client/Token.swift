import Foundation

/// A user's JWT (the SDK's `Token`). chatshot never sends it anywhere; it reads the user id from it.
public struct Token: Decodable, Equatable, ExpressibleByStringLiteral, Sendable {
    /// The token as issued.
    public let rawValue: String
    /// The `user_id` claim.
    public let userId: UserId
    /// The `exp` claim, if any.
    public let expiration: Date?

    /// Whether `expiration` has passed.
    public var isExpired: Bool { expiration.map { $0 < Date() } ?? false }

    /// A token from a literal; it must carry a `user_id` claim.
    public init(stringLiteral value: String) {
        do {
            try self.init(rawValue: value)
        } catch {
            preconditionFailure("Not a token with a user_id: \(value)")
        }
    }

    /// Reads the claims of a JWT; throws `ClientError.InvalidToken` without a `user_id`.
    public init(rawValue: String) throws {
        let claims = Token.claims(of: rawValue)
        guard let userId = claims?["user_id"] as? String else {
            throw ClientError.InvalidToken("The token has no user_id")
        }
        let exp = (claims?["exp"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) }
        self.init(rawValue: rawValue, userId: userId, expiration: exp)
    }

    init(rawValue: String, userId: UserId, expiration: Date?) {
        self.rawValue = rawValue
        self.userId = userId
        self.expiration = expiration
    }

    public init(from decoder: Decoder) throws {
        try self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// The token of an anonymous user.
    public static var anonymous: Token { Token(rawValue: "", userId: "!anon", expiration: nil) }

    /// A development token (unsigned) for `userId`.
    public static func development(userId: UserId) -> Token {
        let claims = Data(#"{"user_id":"\#(userId)"}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "")
        let header = Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "")
        return Token(rawValue: header + "." + claims + ".devtoken", userId: userId, expiration: nil)
    }

    private static func claims(of jwt: String) -> [String: Any]? {
        let parts = jwt.split(separator: ".")
        guard parts.count == 3 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
