import StreamChatUI
import UIKit

/// Launches an app's own delegates as iOS does at start-up, for a folder whose chat set-up lives in them
/// (`application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`): the renderer that
/// `chatshot build-customization` makes calls this, through `AppSetUp`, on every render's fresh `Appearance` and
/// `Components` when the folder has no set-up function. The app delegate becomes `UIApplication.shared.delegate` and
/// is told it will and did finish launching; then the scene delegate is connected to a new window scene, and a tint
/// colour set on the scene's window becomes the render's `Appearance.tintColor` (on iOS every view inherits it).
/// What else those methods do is inert in a still picture (the window is not drawn; the client is offline).
@preconcurrency @MainActor
public enum AppLaunch {
    /// The delegates last launched, kept alive as UIKit keeps an app's (the application holds its delegate weakly).
    private static var launched: [AnyObject] = []

    public static func start(application: (any UIApplicationDelegate)?, scene: (any UISceneDelegate)?) {
        let delegates: [AnyObject] = [application as AnyObject?, scene as AnyObject?].compactMap { $0 }
        launched = delegates
        if let application {
            UIApplication.shared.delegate = application
            _ = application.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
            _ = application.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        }
        if let scene {
            let session = UISceneSession(role: .windowApplication)
            let options = UIScene.ConnectionOptions()
            let windowScene = UIWindowScene(session: session, connectionOptions: options)
            scene.scene(windowScene, willConnectTo: session, options: options)
            // The window's tint is the brand colour every view inherits on iOS (the SDK's guides set it there).
            let windows = windowScene.windows + [(scene as? any UIWindowSceneDelegate)?.window].compactMap { $0 }
            if let tint = (windows.first { $0.isKeyWindow } ?? windows.first)?.tintColor, tint != .systemBlue {
                Appearance.default.tintColor = tint
            }
        }
    }
}
