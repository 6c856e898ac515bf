/// The light/dark style a screen is drawn in (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Sendable, CaseIterable { case light, dark }

/// UIKit's name for the light/dark style.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
