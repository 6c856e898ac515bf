/// The light/dark style a screen is drawn in (`--appearance`); its raw values are the command line's and the
/// gallery's spellings.
public enum UserInterfaceStyle: String, Hashable, Codable, Sendable, CaseIterable { case light, dark }

/// UIKit's name for the light/dark style.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
