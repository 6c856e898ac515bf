import UIKit

/// The thread list while it loads (the SDK's `ChatThreadListLoadingView`): a spinner in the middle of the list.
open class ChatThreadListLoadingView: _View {
    public let loadingIndicator = UIActivityIndicatorView()

    open override class var customizableSubviewNames: [String] { ["loadingIndicator"] }
    open override func customizableSubviews() -> [String: UIView] { ["loadingIndicator": loadingIndicator] }

    open override func setUp() {
        super.setUp()
        loadingIndicator.startAnimating()
    }

    open override func setUpLayout() {
        addSubview(loadingIndicator)
        NSLayoutConstraint.activate([
            loadingIndicator.centerXAnchor.constraint(equalTo: centerXAnchor),
            loadingIndicator.centerYAnchor.constraint(equalTo: centerYAnchor),
            loadingIndicator.widthAnchor.constraint(equalToConstant: 20),
            loadingIndicator.heightAnchor.constraint(equalToConstant: 20)
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
    }
}
