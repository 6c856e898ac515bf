import Foundation
import UIKit

/// Runs `actions` as the SDK's animations do (a spring of `duration` after `delay`). A still picture shows the end
/// state: UIKit's block animations run the actions at once, then `completion(true)`.
@preconcurrency @MainActor
public func Animate(
    duration: TimeInterval = 0.25,
    delay: TimeInterval = 0,
    _ actions: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
) {
    UIView.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: 0.8, initialSpringVelocity: 4,
        options: .curveEaseInOut, animations: actions, completion: completion)
}
