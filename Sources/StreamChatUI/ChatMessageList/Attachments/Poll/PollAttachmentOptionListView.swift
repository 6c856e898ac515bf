import StreamChat
import UIKit

/// The options of a poll, one `PollAttachmentOptionListItemView` each, 24 pt apart.
open class PollAttachmentOptionListView: _View {
    public struct Content: Sendable {
        public var poll: Poll
        public var currentUserId: String
        public var maxNumberOfVisibleOptions: Int?
        public init(poll: Poll, currentUserId: String, maxNumberOfVisibleOptions: Int? = nil) {
            self.poll = poll
            self.currentUserId = currentUserId
            self.maxNumberOfVisibleOptions = maxNumberOfVisibleOptions
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 24)
    public private(set) var itemViews: [PollAttachmentOptionListItemView] = []

    open override class var customizableSubviewNames: [String] { ["container"] }
    open override func customizableSubviews() -> [String: UIView] { ["container": container] }

    open override func setUpLayout() { embed(container) }

    open override func updateContent() {
        container.removeAllArrangedSubviews()
        guard let content else {
            itemViews = []
            return
        }
        let shown = content.poll.options.prefix(content.maxNumberOfVisibleOptions ?? Int.max)
        itemViews = shown.map { _ in components.pollAttachmentOptionListItemView.init() }
        container.addArrangedSubviews(itemViews)
        for (view, option) in zip(itemViews, shown) { view.content = .init(option: option, poll: content.poll) }
    }
}
