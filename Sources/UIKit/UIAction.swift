import Foundation

/// A menu element that runs a closure, as in UIKit: `UIControl.addAction(_:for:)` and `sendActions(for:)` call it.
open class UIAction: UIMenuElement {
    /// The identifier (one made from a UUID when none is given).
    public let identifier: UIAction.Identifier
    /// A title for discoverability (shown in the iPad's keyboard shortcut list).
    open var discoverabilityTitle: String?
    /// Disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// On, off or mixed.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (the control), else `nil`.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`, with the title, image and identifier shown in menus.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// The closure of a `UIAction`.
public typealias UIActionHandler = (UIAction) -> Void
