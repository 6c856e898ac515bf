import ChatCanvas

/// Shows an image: templates are tinted with `tintColor`; others keep their colours. Content mode as in UIKit.
open class UIImageView: UIView {
    public var image: UIImage? { didSet { UIView.invalidateMeasurements() } }
    /// Rotation in radians around the centre (an arrow turned upward).
    public var rotation: CGFloat = 0
    /// The symbol configuration for its image (kept; symbols draw at their own size).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Mirror horizontally in right-to-left layouts (directional images).
    public var flipsForRightToLeft = false

    /// An image view as large as the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

    /// Drawn when there is no image (the avatar's initials placeholder).
    public var placeholderDrawing: ((CGRect, Canvas) -> Void)?

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let image else {
            placeholderDrawing?(rect, canvas)
            return
        }
        canvas.withState {
            if rotation != 0 || (flipsForRightToLeft && isRightToLeft) {
                canvas.translate(x: rect.midX, y: rect.midY)
                if rotation != 0 { canvas.rotate(by: rotation) }
                if flipsForRightToLeft && isRightToLeft { canvas.scaleBy(x: -1, y: 1) }
                canvas.translate(x: -rect.midX, y: -rect.midY)
            }
            if image.isTemplate {
                canvas.draw(template: image.image, in: rect, tint: resolve(tintColor))
            } else if let mode = canvasContentMode {
                canvas.draw(image.image, in: rect, contentMode: mode)
            } else {
                canvas.draw(image.image, in: UIImageView.frame(of: image.size, in: rect, contentMode: contentMode))
            }
        }
    }

    /// ChatCanvas's drawing of the modes it has (scaled or centred); `nil` for the edge-aligned modes.
    private var canvasContentMode: ChatCanvas.ContentMode? {
        switch contentMode {
        case .scaleToFill, .redraw: .scaleToFill
        case .scaleAspectFit: .aspectFit
        case .scaleAspectFill: .aspectFill
        case .center: .center
        case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: nil
        }
    }

    /// Where an image of natural `size` goes in `bounds` for a content mode.
    public static func frame(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        switch contentMode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = contentMode == .scaleAspectFit
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let s = fit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s
            let h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            let y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
