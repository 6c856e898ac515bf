import UIKit

/// A view that can cut its outline out of the view below it (the SDK's presence dot cuts a ring out of the avatar).
/// `maskingPath` is the SDK's requirement (kept: the presence avatar cuts its notch itself). `init()` is required so `Components.onlineIndicatorView.init()` compiles
/// (Apple's UIKit allows it on any view class; `_View` subclasses have it).
@preconcurrency @MainActor
public protocol MaskProviding {
    /// The shape cut out of the view under this one (the avatar's notch around the presence dot), in the
    /// superview's coordinates.
    var maskingPath: CGPath? { get }
    init()
}

/// The presence dot (`Components.onlineIndicatorView`): a circle in `accentSuccess`, as tall as it is wide.
open class OnlineIndicatorView: _View, AppearanceProvider, MaskProviding {
    /// A circle a quarter of the dot's size wider than the dot all round.
    open var maskingPath: CGPath? {
        UIBezierPath(ovalIn: frame.insetBy(dx: -frame.width / 4, dy: -frame.height / 4)).cgPath
    }

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
