import ChatCanvas

/// A row of page dots at rest (UIKit's `UIPageControl`): 7-pt dots 9 pt apart, the current page's in
/// `currentPageIndicatorTintColor` (white) and the others in `pageIndicatorTintColor` (white at 30 %), centred.
open class UIPageControl: UIControl {
    /// The number of dots.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            UIView.invalidateMeasurements()
        }
    }
    /// The page whose dot is highlighted.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether a single page shows no dot.
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots (white at 30 % when `nil`).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot (white when `nil`).
    open var currentPageIndicatorTintColor: UIColor?
    /// A background behind the dots (inert: the dots are drawn on the control's own background).
    open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
    /// Whether the dots change when tapped (inert).
    open var allowsContinuousInteraction = true
    /// An image for every dot.
    open var preferredIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]

    /// The image of a page's dot.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    /// Sets the image of a page's dot.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }

    /// The size the dots of a number of pages take: 16 pt a dot and 26 pt high (iOS's).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * UIPageControl.pitch + (pageCount > 0 ? 10 : 0), height: 26)
    }

    static let dot: CGFloat = 7
    static let pitch: CGFloat = 16

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let width = CGFloat(numberOfPages - 1) * UIPageControl.pitch + UIPageControl.dot
        let x0 = rect.midX - width / 2
        let other = resolve(pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3))
        let current = resolve(currentPageIndicatorTintColor ?? .white)
        for page in 0..<numberOfPages {
            let slot = isRightToLeft ? numberOfPages - 1 - page : page
            let r = CGRect(
                x: x0 + CGFloat(slot) * UIPageControl.pitch, y: rect.midY - UIPageControl.dot / 2,
                width: UIPageControl.dot, height: UIPageControl.dot)
            let color = page == currentPage ? current : other
            if let image = indicatorImages[page] ?? preferredIndicatorImage {
                canvas.draw(template: image.image, in: r, tint: color)
            } else {
                canvas.fillEllipse(in: r, color: color)
            }
        }
    }
}
