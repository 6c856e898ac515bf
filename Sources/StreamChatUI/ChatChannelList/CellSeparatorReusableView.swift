import UIKit

/// The line between two rows of a list (`Components.channelCellSeparator`), a decoration view of
/// `ListCollectionViewLayout`: filled with the palette's `borderCoreDefault`.
open class CellSeparatorReusableView: _CollectionReusableView {
    /// The line itself, filling the view.
    open private(set) lazy var separatorView = UIView()

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(separatorView)
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        separatorView.backgroundColor = appearance.colorPalette.borderCoreDefault
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        separatorView.frame = bounds
    }
}
