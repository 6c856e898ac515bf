import ChatCanvas
import UIKit

/// One row of the message list (a table view cell, as in the SDK): in its `contentView`, an optional header
/// decoration (date separator, unread strip), the message content view, and an optional footer decoration (the
/// thread's replies counter), stacked vertically.
open class ChatMessageCell: _TableViewCell {
    /// The reuse identifier of the class.
    public static var reuseId: String { "\(self)" }

    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    /// Date pill over unread strip, 4 pt apart (the SDK's header decoration): strips span the width, pills are
    /// centred in a row of their own.
    public let headerContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 4)
    public let footerContainer = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    public private(set) var messageContentView: ChatMessageContentView?

    open override func setUpLayout() {
        contentView.embed(container)
    }

    /// Fills the cell: decorations (nil for none) around a content view laid out for `options`.
    public func configure(
        contentView: ChatMessageContentView, options: ChatMessageLayoutOptions,
        header: [UIView], footer: [UIView]
    ) {
        container.removeAllArrangedSubviews()
        // Containers join the tree before their views, so the views set up with this tree's appearance and
        // components (and their manifest overrides).
        if !header.isEmpty {
            headerContainer.removeAllArrangedSubviews()
            container.addArrangedSubview(headerContainer)
            container.setCustomSpacing(8, after: headerContainer)
            for view in header {
                if view is ChatMessagesCountDecorationView {
                    headerContainer.addArrangedSubview(view)
                } else {
                    let row = ContainerStackView(axis: .vertical, alignment: .center, spacing: 0)
                    headerContainer.addArrangedSubview(row)
                    row.addArrangedSubview(view)
                }
            }
        }
        container.addArrangedSubview(contentView)
        contentView.setUpLayoutIfNeeded(options: options)
        messageContentView = contentView
        if !footer.isEmpty {
            footerContainer.removeAllArrangedSubviews()
            container.addArrangedSubview(footerContainer)
            container.setCustomSpacing(8, after: contentView)
            footerContainer.addArrangedSubviews(footer)
        }
    }
}
