import Foundation

/// An error of the client layer (the SDK's `ClientError`). Offline, chatshot's controllers never fail; the class
/// exists for the types and states that name it.
open class ClientError: Error, CustomStringConvertible, @unchecked Sendable {
    /// What went wrong.
    public let message: String
    /// The error underneath, if any.
    public let underlyingError: Error?

    public init(_ message: String? = nil, with underlyingError: Error? = nil) {
        self.message = message ?? "\(Self.self)"
        self.underlyingError = underlyingError
    }

    public init(with error: Error?) {
        message = error.map { "\($0)" } ?? "\(Self.self)"
        underlyingError = error
    }

    public var localizedDescription: String { message }
    public var description: String { "\(Self.self): \(message)" }

    /// A `cid` that is not `type:id`.
    public final class InvalidChannelId: ClientError, @unchecked Sendable {}
    /// A token without a `user_id`.
    public final class InvalidToken: ClientError, @unchecked Sendable {}
    /// An action that needs a connected user, without one.
    public final class CurrentUserDoesNotExist: ClientError, @unchecked Sendable {}
    /// A channel asked to be made with no members.
    public final class ChannelEmptyMembers: ClientError, @unchecked Sendable {}
}

extension ClientError: Equatable {
    public static func == (lhs: ClientError, rhs: ClientError) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.message == rhs.message
    }
}
