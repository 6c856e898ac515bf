import CoreGraphics
import Foundation

/// A collection view layout built from sections, groups and items (iOS 13's compositional layout), as in UIKit,
/// scrolling vertically: each section repeats its group down the view for its items. A horizontal group places
/// its items left to right while they fit its width (then the next group starts a new row); a vertical group
/// stacks them while they fit its height. Fractional and absolute sizes resolve against the group (the section's
/// width for a group); an estimated size is replaced by the cell's own fitting size. Insets and fixed or flexible
/// spacing (laid out at its minimum) apply.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: (Int) -> NSCollectionLayoutSection?
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _ in section }
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout (the environment is not modelled: the
    /// provider gets the section's index only).
    public init(sectionProvider: @escaping (Int) -> NSCollectionLayoutSection?) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _ in nil }
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = []
        contentSize = .zero
        guard let view = collectionView, let dataSource = view.dataSource else { return }
        let bounds = view.contentBounds
        var y: CGFloat = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: view)) {
            guard let layoutSection = sectionProvider(section) else { continue }
            let insets = layoutSection.contentInsets
            let container = CGSize(
                width: max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height)
            let count = max(0, dataSource.collectionView(view, numberOfItemsInSection: section))
            y += insets.top
            var next = 0
            while next < count {
                var cursor = next
                let size = place(
                    layoutSection.group, at: CGPoint(x: insets.leading, y: y), container: container,
                    cursor: &cursor, count: count, section: section, in: view)
                guard cursor > next else { break }
                next = cursor
                y += size.height
                if next < count { y += layoutSection.interGroupSpacing }
            }
            y += insets.bottom
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Places `group`'s items from item `cursor` on (advancing it) with its top-left at `origin`; returns the
    /// group's size.
    private func place(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize, cursor: inout Int, count: Int,
        section: Int, in view: UICollectionView
    ) -> CGSize {
        let horizontal = group.axis == .horizontal
        let groupWidth = group.layoutSize.widthDimension.resolved(in: container) ?? container.width
        let fixedHeight = group.layoutSize.heightDimension.resolved(in: container)
        let inner = CGSize(width: groupWidth, height: fixedHeight ?? container.height)
        let spacing = group.interItemSpacing?.spacing ?? 0
        let extent = horizontal ? groupWidth : fixedHeight ?? .infinity
        var along: CGFloat = 0
        var thickness: CGFloat = 0
        var placed = 0
        while cursor < count, !group.subitems.isEmpty {
            if let limit = group.count, placed >= limit { break }
            let sub = group.subitems[placed % group.subitems.count]
            var size: CGSize
            if let nested = sub as? NSCollectionLayoutGroup {
                var probe = cursor
                let at =
                    horizontal ? CGPoint(x: origin.x + along, y: origin.y) : CGPoint(x: origin.x, y: origin.y + along)
                let before = attributes.count
                size = place(nested, at: at, container: inner, cursor: &probe, count: count, section: section, in: view)
                if placed > 0, along + (horizontal ? size.width : size.height) > extent + 0.5, group.count == nil {
                    attributes.removeSubrange(before...)
                    break
                }
                cursor = probe
            } else {
                size = itemSize(
                    sub, group: group, inner: inner, spacing: spacing, at: cursor, section: section, in: view)
                if placed > 0, along + (horizontal ? size.width : size.height) > extent + 0.5, group.count == nil {
                    break
                }
                let i = sub.contentInsets
                let x = horizontal ? origin.x + along : origin.x
                let y = horizontal ? origin.y : origin.y + along
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: cursor, section: section))
                a.frame = CGRect(
                    x: x + i.leading, y: y + i.top, width: max(0, size.width - i.leading - i.trailing),
                    height: max(0, size.height - i.top - i.bottom))
                attributes.append(a)
                cursor += 1
            }
            along += (horizontal ? size.width : size.height) + spacing
            thickness = max(thickness, horizontal ? size.height : size.width)
            placed += 1
        }
        let used = max(0, along - spacing)
        if horizontal { return CGSize(width: groupWidth, height: fixedHeight ?? thickness) }
        return CGSize(width: groupWidth, height: fixedHeight ?? used)
    }

    /// An item's size in its group: resolved dimensions, a `count` group's equal share, or the cell's fitting size.
    private func itemSize(
        _ item: NSCollectionLayoutItem, group: NSCollectionLayoutGroup, inner: CGSize, spacing: CGFloat, at index: Int,
        section: Int, in view: UICollectionView
    ) -> CGSize {
        var width = item.layoutSize.widthDimension.resolved(in: inner)
        var height = item.layoutSize.heightDimension.resolved(in: inner)
        if let n = group.count, n > 0 {
            let share = group.axis == .horizontal ? inner.width : inner.height
            let each = max(0, (share - spacing * CGFloat(n - 1)) / CGFloat(n))
            if group.axis == .horizontal { width = each } else { height = each }
        }
        if width == nil || height == nil {
            // UIKit's self-sizing: the cell fits its estimated axes to its content, starting from the estimates.
            let estimate = CGSize(
                width: width ?? item.layoutSize.widthDimension.dimension,
                height: height ?? item.layoutSize.heightDimension.dimension)
            let indexPath = IndexPath(item: index, section: section)
            var preferred = view.preferredSize(
                ofItemAt: indexPath, size: estimate, estimated: (width == nil, height == nil))
            if width == nil, preferred.width > inner.width {
                // Wider than the group: the cell gets the group's width, and its height is fitted at that width.
                preferred = view.preferredSize(
                    ofItemAt: indexPath, size: CGSize(width: inner.width, height: estimate.height),
                    estimated: (false, height == nil))
            }
            width = width ?? min(preferred.width, inner.width)
            height = height ?? preferred.height
        }
        return CGSize(width: width ?? 0, height: height ?? 0)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}
