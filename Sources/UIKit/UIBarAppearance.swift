/// The look of a bar (iOS 13's appearance API), as in UIKit: the background and shadow settings are kept, not drawn
/// (chatshot draws no navigation bar or toolbar).
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The bar's background colour (kept).
    open var backgroundColor: UIColor?
    /// The blur under the background colour (kept).
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background image (kept).
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (kept).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the line under the bar (kept).
    open var shadowColor: UIColor?
    /// The image of the line under the bar (kept).
    open var shadowImage: UIImage?

    /// An appearance with the system's default background.
    public init() { configureWithDefaultBackground() }

    /// A copy of `barAppearance`'s settings.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system's translucent background: a material blur and a thin shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow line.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of this appearance.
    open func copy() -> Self { Self(barAppearance: self) }
}
