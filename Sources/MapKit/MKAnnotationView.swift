import ChatCanvas

/// The view that shows an annotation on a map, centred on the annotation's projected coordinate and moved by
/// `centerOffset`. It draws its `image` (setting one sizes the view to it) and its subviews; callouts, selection
/// and dragging are kept and not drawn.
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier the view was made for.
    open internal(set) var reuseIdentifier: String?
    /// A picture to show; setting one sizes the view to it, as in MapKit.
    open var image: UIImage? {
        didSet { if let image { frame.size = image.size } }
    }
    /// How far the view's centre sits from the annotation's point, in points.
    open var centerOffset: CGPoint = .zero
    /// Where a callout would point, relative to the view's top centre (kept).
    open var calloutOffset: CGPoint = .zero
    /// Kept; chatshot draws no callouts.
    open var canShowCallout = false
    /// Kept.
    open var leftCalloutAccessoryView: UIView?
    /// Kept.
    open var rightCalloutAccessoryView: UIView?
    /// Kept.
    open var detailCalloutAccessoryView: UIView?
    /// Kept.
    open var isEnabled = true
    /// Kept; the view is drawn the same.
    open var isHighlighted = false
    /// Kept; the view is drawn the same.
    open var isSelected = false
    /// Kept.
    open var isDraggable = false
    /// Kept; views never collide here.
    open var displayPriority: MKFeatureDisplayPriority = .required
    /// Kept; annotations are never clustered here.
    open var clusteringIdentifier: String?

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// A view for no annotation (what a map view makes from a registered class before it sets the annotation).
    public override convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }
    /// A view for no annotation: what `dequeueReusableAnnotationView(withIdentifier:for:)` makes from a registered
    /// class (a subclass that overrides `init(annotation:reuseIdentifier:)` and `init?(coder:)` inherits it).
    public required convenience init() { self.init(annotation: nil, reuseIdentifier: nil) }

    /// Called before the view is handed out again (chatshot makes a new view each time).
    open func prepareForReuse() {}
    /// Called before the view is shown.
    open func prepareForDisplay() {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let image else { return }
        let frame = CGRect(
            x: rect.midX - image.size.width / 2, y: rect.midY - image.size.height / 2, width: image.size.width,
            height: image.size.height)
        if image.isTemplate {
            canvas.draw(template: image.image, in: frame, tint: resolve(tintColor))
        } else {
            canvas.draw(image.image, in: frame)
        }
    }
}
