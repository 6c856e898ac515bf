import CoreGraphics

/// The presentation of a controller as a sheet, as in UIKit: its detents and grabber are kept (a still picture
/// presents nothing).
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at, as in UIKit.
    @preconcurrency @MainActor
    public final class Detent {
        /// The detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    /// The heights the sheet may rest at (kept; `[.large()]` unless set).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim what is behind the sheet (kept).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber (kept).
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (kept; nil: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling in the sheet expands it (kept).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet fills the width in compact height (kept).
    open var prefersEdgeAttachedInCompactHeight = false

    /// Changes the sheet's settings in `changes` (applied at once: nothing animates in a still picture).
    open func animateChanges(_ changes: () -> Void) { changes() }
}
