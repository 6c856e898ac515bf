import ChatCanvas
import UIKit

/// A vertical list of attachment rows inside a bubble: 4-pt margins and 4-pt spacing (the SDK's file and voice
/// recording lists share this shape).
open class AttachmentListView: _View {
    public let containerStackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 4)

    open override class var customizableSubviewNames: [String] { ["containerStackView"] }
    open override func customizableSubviews() -> [String: UIView] { ["containerStackView": containerStackView] }

    open override func setUpLayout() {
        containerStackView.isLayoutMarginsRelativeArrangement = true
        containerStackView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 4, leading: 4, bottom: 4, trailing: 4)
        embed(containerStackView)
    }

    /// Replaces the rows.
    public func setRows(_ rows: [UIView]) {
        containerStackView.removeAllArrangedSubviews()
        containerStackView.addArrangedSubviews(rows)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = containerStackView.sizeThatFits(size)
        return CGSize(width: size.width.isFinite ? size.width : s.width, height: s.height)
    }
}
