import CoreGraphics
import Foundation

/// A table view, drawn: when it lays out it asks its data source for the rows of every section, top to bottom,
/// each as tall as the delegate's `heightForRowAt`, else `rowHeight`, else what the cell measures, and places them
/// from `contentOffset`. Cells are made afresh for each layout (nothing is reused between pictures).
open class UITableView: UIScrollView {
    /// Plain or grouped (both draw as plain).
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    /// The row height meaning "as tall as the cell measures".
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor? {
        didSet {
            noteAppearanceSet(
                .separatorColor, key: "separatorColor",
                { [separatorColor] in ($0 as? UITableView)?.separatorColor = separatorColor })
        }
    }
    open var allowsSelection = true
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?

    private var registered: [String: UITableViewCell.Type] = [:]
    private var rows: [(indexPath: IndexPath, cell: UITableViewCell)] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }
    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = (registered[identifier] ?? UITableViewCell.self).init()
        cell.reuseIdentifier = identifier
        return cell
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = registered[identifier] else { return nil }
        let cell = type.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    open func reloadData() { UIView.invalidateMeasurements() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }
    /// The cell shown for a row in the last layout.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows.first { $0.indexPath == indexPath }?.cell
    }
    open var visibleCells: [UITableViewCell] { rows.map(\.cell) }
    /// The row whose cell, in the last layout, contains `point` (in the content's coordinates, as UIKit's bounds
    /// origin is the content offset), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        rows.first { $0.cell.frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y).contains(point) }?.indexPath
    }
    open var indexPathsForVisibleRows: [IndexPath]? { rows.map(\.indexPath) }
    /// Scrolls so that the row's top (or bottom, or middle) is at that edge of the bounds.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForRow(at: indexPath) else { return }
        let top = cell.frame.minY + contentOffset.y
        switch scrollPosition {
        case .top, .none: contentOffset.y = top
        case .middle: contentOffset.y = top - (bounds.height - cell.frame.height) / 2
        case .bottom: contentOffset.y = top - bounds.height + cell.frame.height
        }
    }

    open override func layoutSubviews() {
        for row in rows { row.cell.removeFromSuperview() }
        rows = []
        guard let dataSource else { return }
        var y = -contentOffset.y
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            let height = header.measure(CGSize(width: bounds.width, height: CGFloat.infinity)).height
            header.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            for item in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: item, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
                if height < 0 { height = rowHeight }
                if height < 0 { height = cell.measure(CGSize(width: bounds.width, height: CGFloat.infinity)).height }
                addSubview(cell)
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                rows.append((indexPath, cell))
                y += height
            }
        }
        contentSize = CGSize(width: bounds.width, height: y + contentOffset.y)
    }
}
