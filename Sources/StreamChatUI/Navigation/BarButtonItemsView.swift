import ChatCanvas
import Foundation
import UIKit

/// One side of a navigation bar: its bar button items in a row, drawn as a navigation bar shows them at rest — a
/// custom view as the app made it, an image tinted in the tint colour (unless the image is drawn as original), a
/// title in the tint colour at 17 pt (semibold for `.done`), a system item as its word ("Edit", "Done", …) or its
/// symbol, a fixed space as a gap. A disabled item is grey. Tapping one does nothing in a still picture.
open class BarButtonItemsView: _View {
    /// The items, leading first.
    public var items: [UIBarButtonItem] = [] { didSet { rebuild() } }
    /// The gap between two items.
    public var itemSpacing: CGFloat = 16 { didSet { setNeedsLayout() } }
    /// The row's height (items are centred in it).
    public static let rowHeight: CGFloat = 32

    private var slots: [(item: UIBarButtonItem, view: UIView, size: CGSize)] = []

    /// The word a system item shows, and whether it is bold.
    static func title(of item: UIBarButtonItem.SystemItem) -> (String, Bool)? {
        switch item {
        case .done: ("Done", true)
        case .cancel: ("Cancel", false)
        case .edit: ("Edit", false)
        case .save: ("Save", true)
        case .undo: ("Undo", false)
        case .redo: ("Redo", false)
        default: nil
        }
    }

    /// The symbol a system item shows.
    static func symbolName(of item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop, .close: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .pageCurl: "doc"
        default: nil
        }
    }

    private func rebuild() {
        for slot in slots where slot.view.superview === self { slot.view.removeFromSuperview() }
        slots = items.compactMap { item in makeSlot(item).map { (item, $0.view, $0.size) } }
        for slot in slots { addSubview(slot.view) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func itemColor(_ item: UIBarButtonItem) -> UIColor {
        // A title's colour from the app's attributes for its state (a disabled item without its own is dimmed).
        let attributes = item.titleTextAttributes(for: item.isEnabled ? .normal : .disabled)
        if item.title != nil, let color = attributes?[.foregroundColor] as? UIColor { return color }
        return item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel
    }

    /// The title attributes an app set for the item's state (`setTitleTextAttributes(_:for:)`), else for `.normal`.
    private func titleAttributes(_ item: UIBarButtonItem) -> [NSAttributedString.Key: Any]? {
        (item.isEnabled ? nil : item.titleTextAttributes(for: .disabled)) ?? item.titleTextAttributes(for: .normal)
    }

    private func makeSlot(_ item: UIBarButtonItem) -> (view: UIView, size: CGSize)? {
        if let custom = item.customView {
            // Its frame's size if the app gave it one, else what its constraints or its content ask for.
            var size = custom.frame.size
            if size.width <= 0 || size.height <= 0 {
                size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            }
            if size.width <= 0 || size.height <= 0 {
                size = custom.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
            }
            return (custom, CGSize(width: max(0, size.width), height: min(max(0, size.height), 44)))
        }
        if let system = item.systemItem {
            switch system {
            case .flexibleSpace: return nil
            case .fixedSpace: return (UIView(), CGSize(width: max(0, item.width), height: Self.rowHeight))
            default: break
            }
            if let (word, bold) = Self.title(of: system) { return titleSlot(word, bold: bold, item: item) }
            if let name = Self.symbolName(of: system), let image = UIImage(systemName: name) {
                return imageSlot(image, item: item)
            }
        }
        if let image = item.image { return imageSlot(image, item: item) }
        if let title = item.title { return titleSlot(title, bold: item.style == .done, item: item) }
        return nil
    }

    private func titleSlot(_ text: String, bold: Bool, item: UIBarButtonItem) -> (view: UIView, size: CGSize) {
        let label = UILabel()
        label.text = text
        label.font =
            titleAttributes(item)?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        label.textColor = itemColor(item)
        let size = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        return (label, CGSize(width: ceil(size.width), height: Self.rowHeight))
    }

    private func imageSlot(_ image: UIImage, item: UIBarButtonItem) -> (view: UIView, size: CGSize) {
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = itemColor(item)
        // A bar item's image is at most 24 pt tall, as UIKit scales an app's larger image to the bar.
        let scale = image.size.height > 24 ? 24 / image.size.height : 1
        return (imageView, CGSize(width: ceil(image.size.width * scale), height: ceil(image.size.height * scale)))
    }

    open override var intrinsicContentSize: CGSize {
        guard !slots.isEmpty else { return .zero }
        let width = slots.map(\.size.width).reduce(0, +) + CGFloat(slots.count - 1) * itemSpacing
        return CGSize(width: width, height: max(Self.rowHeight, slots.map(\.size.height).max() ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        for slot in slots {
            // The tint as it is now (an app may set it after the items).
            if slot.item.customView == nil {
                (slot.view as? UILabel)?.textColor = itemColor(slot.item)
                (slot.view as? UIImageView)?.tintColor = itemColor(slot.item)
            }
            let frameX = isRightToLeft ? bounds.width - x - slot.size.width : x
            slot.view.frame = CGRect(
                x: frameX, y: ((bounds.height - slot.size.height) / 2).rounded(), width: slot.size.width,
                height: slot.size.height)
            slot.view.layoutIfNeeded()
            x += slot.size.width + itemSpacing
        }
    }
}
