import CoreGraphics
import Foundation

/// An item of a collection view: a `contentView` filling it (subviews go there) over an optional background view.
/// Selection and highlighting show their background views when set; nothing is animated in a still picture.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view a cell's content goes into.
    open private(set) var contentView = UIView()
    /// Drawn behind the content.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// Drawn behind the content, above `backgroundView`, while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    open var isSelected = false { didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) } }
    open var isHighlighted = false { didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        insertSubview(new, at: min(index, subviews.count))
        new.isHidden = new === selectedBackgroundView && !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
        super.layoutSubviews()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentView.measure(size) }
}
