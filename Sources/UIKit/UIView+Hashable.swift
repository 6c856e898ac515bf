/// Views are equal when they are the same view, as UIKit's `NSObject` equality is by default, so apps may compare
/// them with `==` (`bannerView.superview != view`) and keep them in sets.
extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
