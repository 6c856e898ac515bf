/// The share sheet, as in UIKit: the items to share and extra activities. chatshot draws no share sheet; presenting
/// it runs the presentation's completion at once and `completionWithItemsHandler` is not called.
open class UIActivityViewController: UIViewController {
    /// What `completionWithItemsHandler` receives: the activity, whether it completed, returned items and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public private(set) var activityItems: [Any] = []
    /// The app's own activities.
    public private(set) var applicationActivities: [UIActivity]?
    /// Activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes (never, in a still picture).
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    /// A share sheet for the items.
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init(nibName: nil, bundle: nil)
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
    }
}
