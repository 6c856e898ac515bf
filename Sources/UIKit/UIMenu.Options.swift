extension UIMenu {
    /// How a menu shows its children (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown inline in the parent, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// A destructive submenu.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at most is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
