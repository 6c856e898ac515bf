import CoreGraphics
import Foundation

/// A view a collection view places from its layout: a cell, or a supplementary view such as a section header.
/// chatshot makes a new one for each layout (nothing is reused between pictures).
open class UICollectionReusableView: UIView {
    /// The identifier the view was made for (`dequeueReusable…(withReuseIdentifier:for:)`).
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// What a collection view makes from a registered class (a subclass that overrides `init(frame:)` and
    /// `init?(coder:)` inherits it).
    public required convenience init() { self.init(frame: .zero) }

    /// Called before the view is handed out again (chatshot hands out a new one each time).
    open func prepareForReuse() {}
    /// Applies the layout's attributes (the collection view has set the frame already).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// The axes whose size the layout estimated for the attributes it is about to ask about (a compositional
    /// layout's `.estimated` dimensions); the height alone unless a layout says otherwise.
    package var estimatedAxes: (width: Bool, height: Bool) = (false, true)

    /// The attributes the view would like: its fitting size replaces the estimated one (self-sizing cells). An
    /// estimated axis is fitted at `fittingSizeLevel`, so the content decides and the estimate is what is left when
    /// nothing does; the other axis keeps the layout's size.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        fitted.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: estimatedAxes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: estimatedAxes.height ? .fittingSizeLevel : .required)
        return fitted
    }
}
