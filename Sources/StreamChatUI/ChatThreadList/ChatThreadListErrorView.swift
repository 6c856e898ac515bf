import UIKit

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
