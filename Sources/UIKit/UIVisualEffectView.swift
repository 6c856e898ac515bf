import ChatCanvas

/// A view that shows a visual effect behind its `contentView` (subviews go there, as in UIKit).
///
/// With a `UIBlurEffect` it blurs what is drawn behind it, in its bounds (rounded and clipped as its layer says;
/// the pixels around it take part in the blur, as on iOS) by `blurRadius`, then lays the material's translucent
/// colour for the appearance over it. (In a PDF or SVG the backdrop is not blurred: only the colour is laid.) A
/// `UIVibrancyEffect` draws nothing of its own: its content draws as it is. Without an effect (the SDK's
/// `ChatMessagePopupVC.blurView`, made with `UIVisualEffectView()`), chatshot's backdrop blur of the whole picture by
/// `blurRadius`, as the SDK's popup shows.
open class UIVisualEffectView: UIView {
    /// The blur radius in points of the backdrop blur (with a blur effect, and without any effect).
    public var blurRadius: CGFloat = 20
    /// The effect; nil keeps the backdrop blur by `blurRadius`.
    open var effect: UIVisualEffect?
    /// The view the content goes into: it fills the effect view.
    public let contentView = UIView()

    /// An effect view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        switch effect {
        case let blur as UIBlurEffect:
            let radii = layer.cornerRadii(for: rect.size)
            canvas.blurBackdrop(in: rect, radii: radii, radius: blurRadius)
            canvas.fill(rect, radii: radii, color: resolve(blur.materialColor))
        case nil:
            canvas.blurContents(radius: blurRadius)
        default:
            break
        }
    }
}
