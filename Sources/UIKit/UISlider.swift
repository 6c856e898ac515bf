import ChatCanvas

/// A slider at rest (UIKit's `UISlider`): a 4-pt capsule track, filled from the leading edge to the value in
/// `minimumTrackTintColor` (the tint colour) and grey beyond it, and a 28-pt white thumb with a soft shadow at the
/// value. 31 pt tall.
open class UISlider: UIControl {
    /// The value, kept within `minimumValue`…`maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    private var storedValue: Float = 0
    /// The value at the leading end (0).
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// The value at the trailing end (1).
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// The colour of the track up to the value (the tint colour when `nil`).
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the value (iOS's grey when `nil`).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour (white when `nil`).
    open var thumbTintColor: UIColor?
    /// An image at the leading end.
    open var minimumValueImage: UIImage?
    /// An image at the trailing end.
    open var maximumValueImage: UIImage?
    /// Whether value changes are sent while dragging (inert).
    open var isContinuous = true

    /// Sets the value; a still picture shows where the animation would end.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The thumb's diameter.
    static let thumbSide: CGFloat = 28
    /// iOS's grey for the track after the value.
    static let maximumTrack = UIColor(
        light: Color(rgb: 0x787880, alpha: 0.2), dark: Color(rgb: 0x787880, alpha: 0.36))

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: fixedSize.width ?? (size.width.isFinite ? size.width : 118), height: fixedSize.height ?? 31)
    }

    /// The rectangle of the track in the bounds (images at the ends take their width and 4 pt).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds
        if let image = minimumValueImage {
            r.origin.x += image.size.width + 4
            r.size.width -= image.size.width + 4
        }
        if let image = maximumValueImage { r.size.width -= image.size.width + 4 }
        return CGRect(x: r.minX, y: bounds.midY - 2, width: max(0, r.width), height: 4)
    }

    /// The rectangle of the thumb for a value.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        if isRightToLeft { fraction = 1 - fraction }
        let d = UISlider.thumbSide
        return CGRect(
            x: rect.minX + (rect.width - d) * fraction, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let track = trackRect(forBounds: rect)
        let thumb = thumbRect(forBounds: rect, trackRect: track, value: value)
        let radii = CornerRadii(all: 2)
        canvas.fill(track, radii: radii, color: resolve(maximumTrackTintColor ?? UISlider.maximumTrack))
        var filled = track
        if isRightToLeft {
            filled.origin.x = thumb.midX
            filled.size.width = track.maxX - thumb.midX
        } else {
            filled.size.width = thumb.midX - track.minX
        }
        if filled.width > 0 { canvas.fill(filled, radii: radii, color: resolve(minimumTrackTintColor ?? tintColor)) }
        if let image = minimumValueImage {
            canvas.draw(
                image.image,
                in: CGRect(
                    x: rect.minX, y: rect.midY - image.size.height / 2, width: image.size.width,
                    height: image.size.height))
        }
        if let image = maximumValueImage {
            canvas.draw(
                image.image,
                in: CGRect(
                    x: rect.maxX - image.size.width, y: rect.midY - image.size.height / 2, width: image.size.width,
                    height: image.size.height))
        }
        let disc = Path.ellipse(in: thumb)
        canvas.shadow(
            of: disc, Shadow(color: Color(rgb: 0x000000, alpha: 0.15), offset: CGPoint(x: 0, y: 3), radius: 4))
        canvas.shadow(of: disc, Shadow(color: Color(rgb: 0x000000, alpha: 0.06), offset: .zero, radius: 0.5))
        canvas.fill(disc, color: resolve(thumbTintColor ?? .white))
    }
}
