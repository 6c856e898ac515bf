import ChatCanvas
import UIKit

/// The rows of the popup, stacked from the top and clipped at the popup's height.
open class ChatSuggestionsCollectionView: _View {
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)

    open override func setUpLayout() {
        addSubview(stackView)
    }

    open override func layoutSubviews() {
        let h = stackView.sizeThatFits(CGSize(width: bounds.width, height: CGFloat.infinity)).height
        stackView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: h)
    }
}
