import ChatCanvas

/// MapKit's balloon marker (the default view of an annotation): a round head in `markerTintColor` whose point
/// sits on the coordinate, with `glyphImage` (tinted `glyphTintColor`), else `glyphText` (up to three characters),
/// else a white dot inside. The title and subtitle visibility and the drop animation are kept and not drawn.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (MapKit's red when `nil`).
    open var markerTintColor: UIColor?
    /// The glyph's colour (white when `nil`).
    open var glyphTintColor: UIColor?
    /// A few characters in the balloon, when there is no glyph image.
    open var glyphText: String?
    /// The picture in the balloon, drawn as a template.
    open var glyphImage: UIImage?
    /// Kept; the marker is drawn the same when selected.
    open var selectedGlyphImage: UIImage?
    /// Kept.
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// Kept.
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    /// Kept.
    open var animatesWhenAdded = false

    /// The marker's size in points.
    static let size = CGSize(width: 30, height: 40)

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        frame.size = Self.size
        centerOffset = CGPoint(x: 0, y: -Self.size.height / 2)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        frame.size = Self.size
        centerOffset = CGPoint(x: 0, y: -Self.size.height / 2)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        super.draw(rect, in: canvas)
        let radius = min(rect.width, rect.height * 0.75) / 2 - 1
        let head = CGPoint(x: rect.midX, y: rect.minY + radius + 1)
        let tip = CGPoint(x: rect.midX, y: rect.maxY - 1)
        // The balloon: the head's arc round the top, then straight to the tip.
        let spread = 0.55
        var balloon = Path()
        balloon.arc(center: head, radius: radius, start: .pi / 2 + spread, end: .pi * 2.5 - spread)
        balloon.line(to: tip)
        balloon.close()
        let fill = resolve(markerTintColor ?? .systemRed)
        canvas.shadow(
            of: balloon, Shadow(color: Color.black.withAlpha(0.25), offset: CGPoint(x: 0, y: 1), radius: 2))
        canvas.fill(balloon, color: fill)
        canvas.stroke(balloon, color: Color.black.withAlpha(0.12), lineWidth: 0.5)
        let glyphColor = resolve(glyphTintColor ?? .white)
        if let glyphImage {
            let side = radius * 1.1
            canvas.draw(
                template: glyphImage.image,
                in: CGRect(x: head.x - side / 2, y: head.y - side / 2, width: side, height: side), tint: glyphColor)
        } else if let glyphText, !glyphText.isEmpty {
            let text = TextLayout(
                StyledText(String(glyphText.prefix(3))),
                font: UIFont.systemFont(ofSize: radius * 0.85, weight: .semibold).font, color: glyphColor)
            canvas.draw(text, at: CGPoint(x: head.x - text.size.width / 2, y: head.y - text.size.height / 2))
        } else {
            let dot = radius * 0.36
            canvas.fillEllipse(
                in: CGRect(x: head.x - dot, y: head.y - dot, width: dot * 2, height: dot * 2), color: glyphColor)
        }
    }
}
