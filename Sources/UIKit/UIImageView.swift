import ChatCanvas

/// Shows an image: templates are tinted with `tintColor`; others keep their colours. Content mode as in UIKit.
open class UIImageView: UIView {
    public var image: UIImage? { didSet { UIView.invalidateMeasurements() } }
    public var contentMode: ContentMode = .scaleToFill
    /// Rotation in radians around the centre (an arrow turned upward).
    public var rotation: CGFloat = 0
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
            } else {
                canvas.draw(image.image, in: rect, contentMode: contentMode)
            }
        }
    }
}
