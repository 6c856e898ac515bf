import CoreGraphics

/// A view whose content can be larger than its bounds, cut to them. The scroll position is kept but a plain scroll
/// view draws its subviews at their frames (a table view places its rows by `contentOffset`); indicators, bouncing
/// and paging are inert in a still picture.
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isPagingEnabled = false
    /// What the keyboard does when the content is dragged (inert).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The pull-to-refresh control (kept: a still picture shows the content at rest, not pulled down).
    open var refreshControl: UIRefreshControl?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Sets the offset at once (a still picture shows where the animation would end).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Moves the offset so that `rect` (in content coordinates) is within the bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        if rect.maxY > contentOffset.y + bounds.height { contentOffset.y = rect.maxY - bounds.height }
        if rect.minY < contentOffset.y { contentOffset.y = rect.minY }
    }
}
