import Foundation
import UIKit

/// chatshot: what a still render tells the view controller it draws — the moment and time zone of the picture, the
/// whole transcript or a screenful, the list mid-scroll, the back button, the composer's state. The SDK has no such
/// type; an app's view controllers never need to set it (the renderer does, before they load).
public struct ScreenOptions {
    /// The moment the picture shows (`--now`); nil: the system clock.
    public var now: Date?
    /// The time zone of dates and times (`--timezone`).
    public var timeZone: TimeZone
    /// Grow to show every row instead of clipping the oldest (`--full`).
    public var showsAllRows: Bool
    /// The list as it looks while the user scrolls (`--scrolling`).
    public var isScrolling: Bool
    /// The header's back button: the screen was pushed onto a navigation controller.
    public var showsBackButton: Bool
    /// The composer's state; nil: empty.
    public var composer: ComposerVC.Content?
    /// The size of the screen, known before its content, so a list builds only the rows that can show.
    public var visibleSize: CGSize?

    public init(
        now: Date? = nil, timeZone: TimeZone = .current, showsAllRows: Bool = false, isScrolling: Bool = false,
        showsBackButton: Bool = false, composer: ComposerVC.Content? = nil, visibleSize: CGSize? = nil
    ) {
        self.now = now
        self.timeZone = timeZone
        self.showsAllRows = showsAllRows
        self.isScrolling = isScrolling
        self.showsBackButton = showsBackButton
        self.composer = composer
        self.visibleSize = visibleSize
    }
}
