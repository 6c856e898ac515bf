import Foundation

/// What a search controller tells as the search text changes (UIKit's `UISearchResultsUpdating`); nothing is typed
/// in a still picture.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells around its presentation (UIKit's `UISearchControllerDelegate`).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {}

/// A search bar with results (UIKit's `UISearchController`), set as a navigation item's `searchController`. Kept for
/// an app's code: chatshot draws no navigation bar, so the bar it would add under the title is not drawn, and it is
/// never active.
open class UISearchController: UIViewController {
    /// The controller that shows the results (nil: the searched controller itself).
    public private(set) var searchResultsController: UIViewController?
    /// The bar the search is typed in.
    public let searchBar = UISearchBar()
    /// Who is told of the search text.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told around the presentation.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether a search is under way (never in a still picture).
    open var isActive = false
    /// Whether the searched content is dimmed while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows by itself while searching.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows.
    open var showsSearchResultsController = false

    /// A search controller showing results in `searchResultsController` (nil: in the searched controller).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller showing results in the searched controller.
    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
