import Foundation

/// A visual effect a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}
