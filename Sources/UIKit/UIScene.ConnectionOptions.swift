extension UIScene {
    /// What a scene was connected with (URLs, activities, shortcuts): nothing, in chatshot.
    open class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene.
        open var sourceApplication: String? { nil }
        public init() {}
    }
}
