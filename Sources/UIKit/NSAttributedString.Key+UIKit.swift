import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`), as UIKit adds it.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`), as UIKit adds it.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`), as UIKit adds it.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
