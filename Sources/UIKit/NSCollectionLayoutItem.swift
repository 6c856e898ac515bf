import CoreGraphics

/// One side of an element's size in a compositional layout, as in UIKit: a fraction of the container's width or
/// height, a fixed number of points, or an estimate that the cell's own fitting size replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    /// A fixed size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// An estimate: the element takes its content's fitting size.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points for a container of `container` size; nil for an estimate (the content decides).
    func resolved(in container: CGSize) -> CGFloat? {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute: return dimension
        case .estimated: return nil
        }
    }
}

/// An element's width and height in a compositional layout, as in UIKit.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}

/// The space between items or groups, as in UIKit: fixed, or at least some points (laid out as that minimum).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The points between neighbours.
    public let spacing: CGFloat
    /// Whether the space may grow (`flexible`).
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's place in a compositional layout, as in UIKit: its size and insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's area around the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items in a compositional layout, as in UIKit; the layout repeats it for the section's
/// items.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Whether the items go across (a row) or down (a column).
    public enum Axis: Sendable { case horizontal, vertical }
    /// The group's direction.
    public let axis: Axis
    /// The items it repeats, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed count of repetitions of the single subitem (nil: as many as fit).
    public let count: Int?
    /// The space between its items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A row of `count` equal `subitem`s.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// A column of `count` equal `subitem`s.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// A section of a compositional layout, as in UIKit: its group repeated for the section's items.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated.
    public let group: NSCollectionLayoutGroup
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
