import CoreGraphics
import Foundation

/// A view controller that shows a table view filling it, with the controller as its data source and delegate (a
/// subclass overrides the methods it answers, as in UIKit). A chatshot controller is its own view: the table view is
/// its subview.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table view, filling the controller.
    open var tableView: UITableView! {
        didSet {
            oldValue?.removeFromSuperview()
            install()
        }
    }
    open var clearsSelectionOnViewWillAppear = true
    /// Kept: a still picture does not refresh.
    open var refreshControl: UIRefreshControl?

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        tableView = UITableView(frame: .zero, style: style)
        install()
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tableView = UITableView(frame: .zero, style: .plain)
        install()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tableView = UITableView(frame: .zero, style: .plain)
        install()
    }

    private func install() {
        guard let tableView else { return }
        if tableView.superview !== self { addSubview(tableView) }
        if tableView.dataSource == nil { tableView.dataSource = self }
        if tableView.delegate == nil { tableView.delegate = self }
    }

    // MARK: Data source and delegate (a subclass overrides these)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell: a subclass that has rows returns its own.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        tableView?.frame = bounds
    }
}
