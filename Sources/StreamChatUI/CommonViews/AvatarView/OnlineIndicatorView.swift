import UIKit

/// A view that can cut its outline out of the view below it (the SDK's presence dot cuts a ring out of the avatar).
/// The SDK's requirement, `maskingPath: CGPath?`, is left out: chatshot's CoreGraphics has no `CGPath`; the
/// presence avatar cuts its notch itself. `init()` is required so `Components.onlineIndicatorView.init()` compiles
/// (Apple's UIKit allows it on any view class; `_View` subclasses have it).
@preconcurrency @MainActor
public protocol MaskProviding {
    init()
}

/// The presence dot (`Components.onlineIndicatorView`): a circle in `accentSuccess`, as tall as it is wide.
open class OnlineIndicatorView: _View, AppearanceProvider, MaskProviding {
    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = appearance.colorPalette.accentSuccess
    }

    open override func setUpLayout() {
        super.setUpLayout()
        NSLayoutConstraint.activate([heightAnchor.constraint(equalTo: widthAnchor)])
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        layer.masksToBounds = true
    }
}
