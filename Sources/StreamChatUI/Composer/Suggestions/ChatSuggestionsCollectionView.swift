import UIKit
import ChatCanvas

/// The rows of the popup, stacked from the top and clipped at the popup's height.
open class ChatSuggestionsCollectionView: _View {
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)

    open override func setUpLayout() {
        addSubview(stackView)
    }

    open override func layoutSubviews() {
        let h = stackView.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        stackView.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
    }
}
