import UIKit

/// Told when a row's actions open (inert: a still picture does not swipe).
@preconcurrency @MainActor
public protocol SwipeableViewDelegate: AnyObject {}

/// The swipe actions of a channel list row (`Components.channelActionsView`). A still picture shows the row closed:
/// the action buttons are laid out with no width.
open class SwipeableView: _View, ComponentsProvider, UIGestureRecognizerDelegate {
    /// Whether the actions are open (never, in a still picture).
    open var isOpen: Bool { (actionStackViewWidthConstraint?.constant ?? 0) != 0 }
    /// The speed a swipe must reach to open the actions.
    open var minimumSwipingVelocity: CGFloat = 30
    /// Where the row's content ends (the actions' leading edge).
    public var contentTrailingAnchor: NSLayoutXAxisAnchor { actionItemsStackView.leadingAnchor }
    /// The width of the actions (0: closed).
    public var actionStackViewWidthConstraint: NSLayoutConstraint?
    /// Told of swipes.
    public weak var delegate: SwipeableViewDelegate?
    /// The row's index path.
    public var indexPath: (() -> IndexPath?)?
    /// The action buttons.
    open private(set) lazy var actionItemsStackView = UIStackView()

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(actionItemsStackView)
        actionItemsStackView.translatesAutoresizingMaskIntoConstraints = false
        let width = actionItemsStackView.widthAnchor.constraint(equalToConstant: 0)
        actionStackViewWidthConstraint = width
        NSLayoutConstraint.activate([
            actionItemsStackView.topAnchor.constraint(equalTo: topAnchor),
            actionItemsStackView.bottomAnchor.constraint(equalTo: bottomAnchor),
            actionItemsStackView.trailingAnchor.constraint(equalTo: trailingAnchor), width
        ])
    }

    /// Closes the actions.
    public func close() { actionStackViewWidthConstraint?.constant = 0 }
}
