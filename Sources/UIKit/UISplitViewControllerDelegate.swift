/// Told of a split view controller's changes (kept; never called in a still render).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {}
