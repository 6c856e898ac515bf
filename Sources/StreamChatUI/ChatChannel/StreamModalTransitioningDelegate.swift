import Foundation
import UIKit

/// The SDK's card-like modal presentation (a sheet over a dimmed, shrunk presenting screen). chatshot presents
/// nothing, so a controller given this delegate draws no sheet; the objects are there for an app's router.
open class StreamModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        StreamModalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The presentation the SDK's modal delegate makes: its settings are kept (a still picture shows no sheet).
open class StreamModalPresentationController: UIPresentationController {
    /// The view dimming the presenting screen.
    open var overlayView = UIView()
    /// How dark the dimming is once presented.
    open var overlayViewAlpha: CGFloat = 0.7
    /// The corner radius of the sheet.
    open var cornerRadius: CGFloat = 22
    /// The share of the container's height the sheet takes.
    open var presentedViewHeightScale: CGFloat = 0.94
    /// How much the presenting screen shrinks while the sheet shows.
    open var presentingViewHeightScale: CGFloat = 0.9

    /// The sheet's frame: the bottom `presentedViewHeightScale` of the container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height = containerView.frame.height * presentedViewHeightScale
        return CGRect(
            x: 0, y: containerView.frame.height - height, width: containerView.frame.width, height: height)
    }
}
