import ChatCanvas
import StreamChat
import UIKit

/// The image/video grid of a message (the SDK's `ChatMessageGalleryView`): width = 1.32 × height, 2-pt padding
/// and gaps; 1 → one tile; 2 → side by side; 3 → a full-height tile and two stacked; ≥ 4 → a 2×2 grid whose
/// fourth tile shows "+N" for the rest. The outer corners of the columns are round (16 pt), following the
/// bubble's rounded corners.
open class ChatMessageGalleryView: _View {
    /// One tile: a picture or a video thumbnail.
    public struct Item: Sendable {
        public var image: UIImage?
        public var isVideo: Bool
        public var duration: TimeInterval?
        /// The upload of a message not yet sent (an `UploadingOverlayView` covers the tile).
        public var uploadingState: LocalAttachmentState?
        public init(
            image: UIImage?, isVideo: Bool = false, duration: TimeInterval? = nil,
            uploadingState: LocalAttachmentState? = nil
        ) {
            self.image = image
            self.isVideo = isVideo
            self.duration = duration
            self.uploadingState = uploadingState
        }
    }

    public var content: [Item] = [] { didSet { updateContentIfNeeded() } }

    /// Width ÷ height of the whole gallery.
    open var galleryAspectRatio: CGFloat { 1.32 }
    /// Outer padding and the gap between tiles.
    open var spacing: CGFloat { 2 }
    /// Radius of the columns' outer corners.
    open var cornerRadius: CGFloat { 16 }
    /// The gallery corners that are round (the bubble's corners where the gallery touches them).
    public var roundedCorners: CACornerMask = .all { didSet { setNeedsTileCorners() } }

    /// The tiles shown (at most four).
    public private(set) var previews: [ChatMessageGalleryItemView] = []
    /// "+N" over the fourth tile when there are more than four items.
    public let moreItemsOverlay = UILabel()
    /// The four places the tiles take, in the SDK's order (top-left, top-right, bottom-left, bottom-right). The
    /// default layout frames the tiles itself and leaves the spots out; a subclass whose `setUpLayout()` puts the
    /// spots in its own hierarchy (a stack, constraints) gets each tile embedded in its spot, the spots past the
    /// items hidden, and the "+N" overlay shown over the fourth only when there are more than four items.
    public private(set) lazy var itemSpots: [UIView] = (0..<4).map { _ in
        let spot = UIView()
        spot.translatesAutoresizingMaskIntoConstraints = false
        return spot
    }
    /// Width ÷ height the gallery keeps when it sizes itself (`galleryAspectRatio` unless set; the gallery
    /// injector sets its `galleryViewAspectRatio`); nil: the gallery's own constraints decide its height.
    public var sizingAspectRatio: CGFloat? {
        get { explicitSizingAspectRatio ?? galleryAspectRatio }
        set { explicitSizingAspectRatio = .some(newValue) }
    }
    private var explicitSizingAspectRatio: CGFloat??
    /// Whether a subclass placed `itemSpots` in its hierarchy (then the tiles go in them).
    private var usesItemSpots: Bool { itemSpots.contains { $0.superview != nil } }

    open override class var customizableSubviewNames: [String] { ["moreItemsOverlay"] }
    open override func customizableSubviews() -> [String: UIView] { ["moreItemsOverlay": moreItemsOverlay] }

    open override func setUpAppearance() {
        moreItemsOverlay.font = appearance.fonts.title
        moreItemsOverlay.textColor = appearance.colorPalette.textOnAccent
        moreItemsOverlay.textAlignment = .center
        moreItemsOverlay.backgroundColor = appearance.colorPalette.backgroundCoreScrim
    }

    open override func updateContent() {
        for p in previews { p.removeFromSuperview() }
        previews = content.prefix(4).map { item in
            let v = ChatMessageGalleryItemView()
            v.item = item
            return v
        }
        if usesItemSpots {
            for (index, spot) in itemSpots.enumerated() {
                spot.isHidden = index >= previews.count
                if index < previews.count { spot.embed(previews[index]) }
            }
            moreItemsOverlay.text = content.count > 4 ? "+\(content.count - 4)" : nil
            moreItemsOverlay.isHidden = content.count <= 4
            return
        }
        moreItemsOverlay.removeFromSuperview()
        for p in previews { addSubview(p) }
        if content.count > 4 {
            moreItemsOverlay.text = "+\(content.count - 4)"
            addSubview(moreItemsOverlay)
        }
        setNeedsTileCorners()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let ratio = sizingAspectRatio else { return super.sizeThatFits(size) }
        let w = size.width.isFinite ? size.width : 250
        return CGSize(width: w, height: (w / ratio).rounded(.down))
    }

    /// The tile frames for `count` items in `bounds` (public for tests and subclasses).
    public static func tileFrames(count: Int, in bounds: CGRect, spacing s: CGFloat) -> [CGRect] {
        let inner = bounds.insetBy(dx: s, dy: s)
        let halfW = (inner.width - s) / 2
        let halfH = (inner.height - s) / 2
        let left = CGRect(x: inner.minX, y: inner.minY, width: halfW, height: inner.height)
        let rightX = inner.minX + halfW + s
        switch count {
        case 0: return []
        case 1: return [inner]
        case 2: return [left, CGRect(x: rightX, y: inner.minY, width: halfW, height: inner.height)]
        case 3:
            return [
                left, CGRect(x: rightX, y: inner.minY, width: halfW, height: halfH),
                CGRect(x: rightX, y: inner.minY + halfH + s, width: halfW, height: halfH)
            ]
        default:
            return [
                CGRect(x: inner.minX, y: inner.minY, width: halfW, height: halfH),
                CGRect(x: rightX, y: inner.minY, width: halfW, height: halfH),
                CGRect(x: inner.minX, y: inner.minY + halfH + s, width: halfW, height: halfH),
                CGRect(x: rightX, y: inner.minY + halfH + s, width: halfW, height: halfH)
            ]
        }
    }

    open override func layoutSubviews() {
        if usesItemSpots {
            super.layoutSubviews()
            return
        }
        let frames = Self.tileFrames(count: previews.count, in: bounds, spacing: spacing)
        for (i, p) in previews.enumerated() {
            var f = frames[i]
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            p.frame = f
        }
        if moreItemsOverlay.superview === self, let last = previews.last {
            moreItemsOverlay.frame = last.frame
            moreItemsOverlay.layer.cornerRadius = last.layer.cornerRadius
            moreItemsOverlay.layer.maskedCorners = last.layer.maskedCorners
            moreItemsOverlay.clipsToBounds = true
        }
        setNeedsTileCorners()
    }

    /// Rounds each tile's corners that lie on a rounded corner of the gallery.
    private func setNeedsTileCorners() {
        let b = bounds
        let s = spacing
        for p in previews {
            let f = p.frame
            let atLeft = f.minX <= s + 0.5
            let atRight = f.maxX >= b.width - s - 0.5
            let atTop = f.minY <= s + 0.5
            let atBottom = f.maxY >= b.height - s - 0.5
            var mask: CACornerMask = []
            if atLeft && atTop && roundedCorners.contains(.layerMinXMinYCorner) { mask.insert(.layerMinXMinYCorner) }
            if atRight && atTop && roundedCorners.contains(.layerMaxXMinYCorner) { mask.insert(.layerMaxXMinYCorner) }
            if atLeft && atBottom && roundedCorners.contains(.layerMinXMaxYCorner) { mask.insert(.layerMinXMaxYCorner) }
            if atRight && atBottom && roundedCorners.contains(.layerMaxXMaxYCorner) {
                mask.insert(.layerMaxXMaxYCorner)
            }
            p.layer.cornerRadius = cornerRadius
            p.layer.maskedCorners = mask
        }
    }
}
