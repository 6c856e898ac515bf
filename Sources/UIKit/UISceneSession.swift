import Foundation

/// A scene's session, as in UIKit: its role and configuration.
open class UISceneSession: Hashable {
    /// The session's role.
    public let role: UISceneSession.Role
    /// The scene's configuration.
    open var configuration: UISceneConfiguration
    /// A string unique to the session.
    public let persistentIdentifier = UUID().uuidString
    /// Data kept with the session.
    open var userInfo: [String: Any]?
    /// The scene, once connected.
    open weak var scene: UIScene?

    /// A session in a role (chatshot's own: UIKit makes sessions).
    public init(role: UISceneSession.Role = .windowApplication) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
