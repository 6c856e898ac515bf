/// A scene of the app's UI, as in UIKit. chatshot connects no scenes: a scene delegate's methods are never called.
open class UIScene: UIResponder, Hashable {
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// The scene's title.
    open var title: String?
    /// `.unattached`: chatshot connects no scenes.
    open var activationState: UIScene.ActivationState { .unattached }

    /// A scene for a session.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
