import UIKit

/// The "N new threads" banner over the thread list (the SDK's `ChatThreadListHeaderBannerView`): a 56-pt
/// `BannerView` with the refresh button. Shown when the transcript's `new_threads_count` is above 0.
open class ChatThreadListHeaderBannerView: _View {
    public struct Content: Sendable {
        public var newThreadsCount: Int
        public init(newThreadsCount: Int) { self.newThreadsCount = newThreadsCount }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    public let bannerView = BannerView()
    /// The banner's refresh button.
    public var refreshButton: UIButton { bannerView.actionButton }

    open override class var customizableSubviewNames: [String] { ["bannerView", "textLabel", "refreshButton"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["bannerView": bannerView, "textLabel": bannerView.textLabel, "refreshButton": bannerView.actionButton]
    }

    open override func setUpLayout() {
        embed(bannerView)
        heightAnchor.constraint(equalToConstant: 56).isActive = true
    }

    open override func updateContent() {
        bannerView.textLabel.text = content.map { "\($0.newThreadsCount) new threads" }
    }
}
