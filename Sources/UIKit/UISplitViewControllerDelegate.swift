/// Told of a split view controller's changes (kept; never called in a still render).
public protocol UISplitViewControllerDelegate: AnyObject {}
