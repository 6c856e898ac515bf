/// How a scene is made, as in UIKit (`Info.plist`'s scene manifest): a name, a role and the delegate's class.
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it serves.
    public let role: UISceneSession.Role
    /// The scene class to make.
    open var sceneClass: AnyClass?
    /// The delegate class to make.
    open var delegateClass: AnyClass?

    /// A configuration for sessions of a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
