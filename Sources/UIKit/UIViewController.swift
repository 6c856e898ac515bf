/// A view controller is a view here: it owns a view tree, which is all a still picture needs of it.
open class UIViewController: UIView {
    public var view: UIView { self }
}
