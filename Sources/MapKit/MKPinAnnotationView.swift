import ChatCanvas

/// MapKit's older pin: a round head in `pinTintColor` on a needle whose point sits on the coordinate. Its `image`
/// is that pin (so code that draws `pinView.image` into a snapshot draws a pin); `animatesDrop` is kept.
open class MKPinAnnotationView: MKAnnotationView {
    /// The head's colour; setting it draws the pin again.
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor() {
        didSet { image = Self.pinImage(resolve(pinTintColor ?? Self.redPinColor())) }
    }
    /// Kept.
    open var animatesDrop = false

    /// The pin's size in points.
    static let size = CGSize(width: 16, height: 40)

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        image = Self.pinImage(resolve(pinTintColor))
        centerOffset = CGPoint(x: 0, y: -Self.size.height / 2)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        image = Self.pinImage(resolve(pinTintColor))
        centerOffset = CGPoint(x: 0, y: -Self.size.height / 2)
    }

    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }

    /// The pin drawn at the current display scale.
    static func pinImage(_ color: Color) -> UIImage? {
        let scale = max(1, min(3, UITraitCollection.current.displayScale.rounded()))
        guard let canvas = try? Canvas(width: size.width, height: size.height, scale: scale) else { return nil }
        let headRadius = size.width / 2 - 1
        let head = CGPoint(x: size.width / 2, y: headRadius + 1)
        var needle = Path()
        needle.move(to: CGPoint(x: head.x, y: head.y + headRadius - 1))
        needle.line(to: CGPoint(x: head.x, y: size.height))
        canvas.stroke(needle, color: Color(rgb: 0x8E8E93), lineWidth: 2, cap: .butt)
        let circle = CGRect(
            x: head.x - headRadius, y: head.y - headRadius, width: headRadius * 2, height: headRadius * 2)
        canvas.fillEllipse(in: circle, color: color)
        canvas.stroke(Path.ellipse(in: circle), color: Color.black.withAlpha(0.2), lineWidth: 0.5)
        let shine = headRadius * 0.35
        canvas.fillEllipse(
            in: CGRect(
                x: head.x - headRadius * 0.45 - shine, y: head.y - headRadius * 0.45 - shine, width: shine * 2,
                height: shine * 2), color: Color.white.withAlpha(0.55))
        let pin = UIImage(
            image: .rgba(width: canvas.pixelWidth, height: canvas.pixelHeight, bytes: canvas.rgbaPixels()),
            isTemplate: false, name: "MKPinAnnotationView", scale: scale)
        return pin
    }
}
