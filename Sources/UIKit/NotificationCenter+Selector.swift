import Foundation

extension NotificationCenter {
    /// Registers an observer's method for a notification, as on iOS. Kept: Swift on Linux cannot call a method
    /// by its selector, and nothing posts UIKit's notifications in a still picture. (Block-based observers,
    /// `addObserver(forName:object:queue:using:)`, are Foundation's own and run when a notification is posted.)
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {}
}

extension UIContentSizeCategory {
    /// Posted when the user's preferred content size changes (never, in a still picture).
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIResponder {
    /// Keyboard notifications apps observe (never posted: a still picture shows no keyboard).
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    /// `userInfo` keys of the keyboard notifications.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIApplication {
    /// Application life-cycle notifications (never posted in a still picture).
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = NSNotification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = NSNotification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}

extension UITextView {
    /// Posted when a text view's text changes (never, in a still picture).
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}
