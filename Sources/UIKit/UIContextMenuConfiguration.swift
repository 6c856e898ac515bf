import Foundation

/// The closure that makes a context menu's menu from the suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// The closure that makes a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`). Kept; chatshot opens no menu, so the providers
/// are never called.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier (a UUID string when none is given).
    public let identifier: any NSCopying
    /// The preview's provider.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The menu's provider.
    public let actionProvider: UIContextMenuActionProvider?
    /// The indexes of a collection's items the menu is for (iOS 16).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The order of the menu's elements.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// A configuration with an identifier and providers.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
