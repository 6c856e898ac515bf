import Foundation

/// The look of a navigation bar (iOS 13's appearance API), as in UIKit: title attributes and the background are
/// kept, not drawn (chatshot draws no navigation bar).
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title (`.foregroundColor`, `.font`, …; kept).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title (kept).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the title sits (kept).
    open var titlePositionAdjustment = UIOffset.zero
    /// The back button's chevron and its mask (kept).
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            backIndicatorImage = navigation.backIndicatorImage
            backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
        }
    }

    public override init() { super.init() }

    /// Sets the back button's chevron and its transition mask (kept).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
