/// The SDK's controllers (`ComposerVC`, `ChatSuggestionsVC`) are views here: they own a view tree and run the
/// same lifecycle, which is all a screenshot needs of them.
open class UIViewController: UIView {
    public var view: UIView { self }
}

/// The SDK's base controller name.
public typealias _ViewController = UIViewController
