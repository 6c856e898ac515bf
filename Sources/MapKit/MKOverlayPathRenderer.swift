import ChatCanvas

/// A renderer that fills and strokes a path: `fillColor`, `strokeColor`, `lineWidth`, `lineDashPattern`,
/// `lineCap`, `lineJoin`. Subclasses give the path of their overlay.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    /// The line's width in points (0 draws no line).
    open var lineWidth: CGFloat = 0
    /// Dash and gap lengths in points; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// Kept.
    open var lineDashPhase: CGFloat = 0
    /// Kept; lines are drawn with round caps and joins.
    open var miterLimit: CGFloat = 10
    /// Kept.
    open var shouldRasterize = false

    /// The path of the overlay in the view's points; `nil` draws nothing.
    func path(in projection: MapProjection) -> Path? { nil }

    /// Whether the path is closed (filled as well as stroked).
    var isClosed: Bool { true }

    override func draw(in canvas: Canvas, projection: MapProjection, style: UIUserInterfaceStyle) {
        guard let path = path(in: projection) else { return }
        canvas.withAlpha(alpha) {
            if isClosed, let fillColor { canvas.fill(path, color: fillColor.resolved(style)) }
            if let strokeColor, lineWidth > 0 {
                canvas.stroke(
                    path, color: strokeColor.resolved(style), lineWidth: lineWidth, cap: .round, join: .round,
                    dash: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
            }
        }
    }

    /// A path through map points, open or closed.
    static func path(through points: [MKMapPoint], closed: Bool, in projection: MapProjection) -> Path? {
        guard let first = points.first else { return nil }
        var path = Path()
        path.move(to: projection.point(for: first))
        for point in points.dropFirst() { path.line(to: projection.point(for: point)) }
        if closed { path.close() }
        return path
    }
}
