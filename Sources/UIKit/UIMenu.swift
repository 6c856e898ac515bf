import Foundation

/// A menu of actions and submenus (UIKit's `UIMenu`), kept for an app's buttons, bar items and context menus.
/// A still picture shows no open menu: chatshot draws none.
open class UIMenu: UIMenuElement {
    /// The identifier (one made from a UUID when none is given).
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The size of the children shown in a row (iOS 16).
    open var preferredElementSize: UIMenu.ElementSize = .large
    /// The actions and submenus.
    public let children: [UIMenuElement]

    /// A menu of children.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A menu of children with a preferred element size (iOS 16).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize, children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: children)
        self.preferredElementSize = preferredElementSize
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
        menu.preferredElementSize = preferredElementSize
        return menu
    }

    /// The children whose state is on (the selected ones of a single-selection menu).
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
