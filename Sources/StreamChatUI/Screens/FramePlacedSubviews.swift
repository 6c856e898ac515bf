import UIKit

extension UIView {
    /// Runs `layout` (UIKit's pass, where chatshot's solver places the subviews) and puts back the frames of the
    /// subviews placed by frame (`translatesAutoresizingMaskIntoConstraints`), as UIKit keeps them: a view an app's
    /// view controller adds with a frame stays where it put it.
    func keepingFramePlacedSubviews(_ layout: () -> Void) {
        let placed = subviews.filter(\.translatesAutoresizingMaskIntoConstraints).map { ($0, $0.frame) }
        layout()
        for (view, frame) in placed where view.frame != frame { view.frame = frame }
    }
}
