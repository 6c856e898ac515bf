import ChatCanvas
import StreamChat
import UIKit

/// The popup over the composer that lists mention or command suggestions (the SDK's `ChatSuggestionsVC`).
/// The view itself carries the shadow (colour backgroundCoreOverlayDark, radius 8, offset 0); the
/// `collectionView` holds the rows on backgroundCoreElevation1 with radius 10, clipped. It shows at most
/// `numberOfVisibleRows` rows' height.
open class ChatSuggestionsVC: _ViewController {
    /// What `Components` makes from the slot's type (`required`, so a subclass inherits or declares it).
    public required convenience init() { self.init(nibName: nil, bundle: nil) }

    public enum Content: Sendable {
        case mentions([ChatUser])
        case commands([ChannelConfig.Command])

        public var isEmpty: Bool {
            switch self {
            case .mentions(let u): return u.isEmpty
            case .commands(let c): return c.isEmpty
            }
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// An app's own rows (the SDK's `dataSource`): when set, the popup shows its cells instead of `content`'s.
    public var dataSource: UICollectionViewDataSource? {
        didSet {
            collectionView.itemsDataSource = dataSource
            updateContentIfNeeded()
        }
    }
    /// Called with the row an app's user picks (kept: a still picture is not tapped).
    public var didSelectItemAt: ((Int) -> Void)?
    /// At most this many rows are visible (the SDK's `numberOfVisibleRows`).
    public var numberOfVisibleRows = 4.0

    /// The rows (from `Components.suggestionsCollectionView`).
    public private(set) lazy var collectionView: ChatSuggestionsCollectionView = components.suggestionsCollectionView
        .init()
    /// "Instant Commands" above the commands (from `Components.suggestionsHeaderView`).
    public private(set) lazy var headerView: ChatSuggestionsHeaderView = components.suggestionsHeaderView.init()

    open override class var customizableSubviewNames: [String] { ["collectionView", "headerView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["collectionView": collectionView, "headerView": headerView]
    }

    open override func setUpLayout() {
        embed(collectionView)
    }

    open override func setUpAppearance() {
        backgroundColor = nil
        collectionView.backgroundColor = appearance.colorPalette.backgroundCoreElevation1
        collectionView.layer.cornerRadius = 10
        collectionView.clipsToBounds = true
        // The shadow follows the rounded popup.
        layer.cornerRadius = 10
        layer.shadowColor = appearance.colorPalette.backgroundCoreOverlayDark
        layer.shadowOpacity = 1
        layer.shadowRadius = 8
        layer.shadowOffset = .zero
    }

    open override func updateContent() {
        if dataSource != nil {
            collectionView.reloadData()
            return
        }
        let stack = collectionView.stackView
        stack.removeAllArrangedSubviews()
        switch content {
        case .mentions(let users):
            for user in users {
                let cell = components.suggestionsMentionView.init()
                stack.addArrangedSubview(cell)
                cell.content = user
            }
        case .commands(let commands):
            stack.addArrangedSubview(headerView)
            for command in commands {
                let cell = components.suggestionsCommandView.init()
                stack.addArrangedSubview(cell)
                cell.content = command
            }
        case nil:
            break
        }
    }

    /// The height of one row (the first cell's).
    public func rowHeight(width: CGFloat) -> CGFloat {
        let cells = collectionView.stackView.arrangedSubviews.filter { $0 !== headerView && !$0.isHidden }
        return cells.first?.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)).height ?? 0
    }

    /// min(content height, `numberOfVisibleRows` × row height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = collectionView.stackView.sizeThatFits(CGSize(width: size.width, height: CGFloat.infinity)).height
        let h = min(content, numberOfVisibleRows * rowHeight(width: size.width))
        var s = CGSize(width: size.width.isFinite ? size.width : 0, height: h)
        let f = fixedSize
        if let w = f.width { s.width = w }
        if let fh = f.height { s.height = fh }
        return s
    }
}
