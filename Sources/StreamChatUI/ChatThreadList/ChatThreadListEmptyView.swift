import UIKit
import ChatCanvas

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

/// The thread list's error banner (the SDK's `ChatThreadListErrorView`): a 56-pt `BannerView`, "Error loading
/// threads" and the refresh button, at the bottom of the list.
open class ChatThreadListErrorView: _View {
    public let bannerView = BannerView()
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
        bannerView.textLabel.text = "Error loading threads"
    }
}

/// The thread list while it loads (the SDK's `ChatThreadListLoadingView`): a spinner in the middle of the list.
open class ChatThreadListLoadingView: _View {
    public let loadingIndicator = UIActivityIndicatorView()

    open override class var customizableSubviewNames: [String] { ["loadingIndicator"] }
    open override func customizableSubviews() -> [String: UIView] { ["loadingIndicator": loadingIndicator] }

    open override func setUpLayout() {
        addSubview(loadingIndicator)
        NSLayoutConstraint.activate([
            loadingIndicator.centerXAnchor.constraint(equalTo: centerXAnchor),
            loadingIndicator.centerYAnchor.constraint(equalTo: centerYAnchor),
            loadingIndicator.widthAnchor.constraint(equalToConstant: 20),
            loadingIndicator.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }
}

/// The thread list without threads (the SDK's `ChatThreadListEmptyView`): the thread icon (130 pt,
/// backgroundUtilityDisabled) over "No threads here yet..." (subheadline, textSecondary), centred.
open class ChatThreadListEmptyView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .center, spacing: 12)
    public let iconView = UIImageView()
    public let descriptionLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "iconView", "descriptionLabel"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "iconView": iconView, "descriptionLabel": descriptionLabel]
    }

    open override func setUpLayout() {
        addSubview(container)
        container.addArrangedSubviews([iconView, descriptionLabel])
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 130),
            iconView.heightAnchor.constraint(equalToConstant: 130),
            container.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
            container.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        iconView.image = appearance.images["threadIcon"]
        iconView.contentMode = .aspectFit
        iconView.tintColor = appearance.colorPalette.backgroundUtilityDisabled
        descriptionLabel.font = appearance.fonts.subheadline
        descriptionLabel.textColor = appearance.colorPalette.textSecondary
        descriptionLabel.textAlignment = .center
        descriptionLabel.numberOfLines = 0
    }

    open override func updateContent() {
        descriptionLabel.text = "No threads here yet..."
    }
}
