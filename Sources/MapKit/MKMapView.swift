import ChatCanvas

/// MapKit's map, drawn offline: with no tiles to fetch, chatshot draws a deterministic town plan of the visible
/// `region` (land following the light or dark style, parks, streets and a faint graticule; see
/// docs/compatibility.md), the annotations' views placed at their coordinates by the Web-Mercator projection, and
/// the user's blue dot when `showsUserLocation` is on and `userLocation.location` is known. Gestures, camera
/// animation, callouts and selection are kept and inert: a still picture shows the end state.
open class MKMapView: UIView {
    /// A map; it cuts what it draws (annotation views too) to its bounds, as MapKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Asked for each annotation's view when the map lays out (held weakly, as in MapKit).
    open weak var delegate: (any MKMapViewDelegate)?

    private var storedRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
        span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 60))

    /// The part of the map shown: its centre is at the view's centre, and it is scaled so that all of it fits
    /// (the view's aspect ratio shows more in the other direction). Until set, the contiguous United States.
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { storedRegion = newValue }
    }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }

    /// The coordinate at the map's centre; setting it keeps the span.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { storedRegion.center = newValue }
    }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }

    /// The part of the flat map the view shows, for its current bounds; setting it shows that rectangle.
    open var visibleMapRect: MKMapRect {
        get { projection.visibleMapRect }
        set { region = MKCoordinateRegion(newValue) }
    }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        guard bounds.width > insets.left + insets.right, bounds.height > insets.top + insets.bottom else {
            visibleMapRect = mapRect
            return
        }
        // Grow the rectangle so that it fills the view less the padding.
        let sx = mapRect.width / (bounds.width - insets.left - insets.right)
        let sy = mapRect.height / (bounds.height - insets.top - insets.bottom)
        let perPoint = max(sx, sy)
        visibleMapRect = MKMapRect(
            x: mapRect.midX - (bounds.width / 2 + (insets.left - insets.right) / 2) * perPoint,
            y: mapRect.midY - (bounds.height / 2 + (insets.top - insets.bottom) / 2) * perPoint,
            width: bounds.width * perPoint, height: bounds.height * perPoint)
    }
    /// The region as it would be shown: its span widened to the view's aspect ratio.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        MKCoordinateRegion(MapProjection(region: region, size: bounds.size).visibleMapRect)
    }

    /// Kept; chatshot draws one offline map for every type.
    open var mapType: MKMapType = .standard
    /// Kept (no gestures in a still picture).
    open var isZoomEnabled = true
    /// Kept.
    open var isScrollEnabled = true
    /// Kept.
    open var isRotateEnabled = true
    /// Kept.
    open var isPitchEnabled = true
    /// Kept; no compass is drawn.
    open var showsCompass = true
    /// Kept; no scale is drawn.
    open var showsScale = false
    /// Kept.
    open var showsTraffic = false
    /// Kept.
    open var showsBuildings = true
    /// Kept.
    open var showsPointsOfInterest = true
    /// Kept; `MKUserTrackingMode.follow` centres the map on a known user location.
    open var userTrackingMode: MKUserTrackingMode = .none
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    /// Whether the user's location is shown (a blue dot, when `userLocation.location` is known).
    open var showsUserLocation = false
    /// The user's location as an annotation; its `location` is `nil` until the app's code sets it.
    public let userLocation = MKUserLocation()
    /// Whether the blue dot is in view.
    open var isUserLocationVisible: Bool {
        guard showsUserLocation, let location = userLocation.location else { return false }
        return bounds.contains(projection.point(for: location.coordinate))
    }

    private var added: [any MKAnnotation] = []
    private var views: [ObjectIdentifier: MKAnnotationView] = [:]
    private var registered: [String: MKAnnotationView.Type] = [:]
    /// The annotations on the map (with `userLocation` while it is shown).
    open var annotations: [any MKAnnotation] {
        showsUserLocation && userLocation.location != nil ? added + [userLocation] : added
    }
    /// The annotations selected (kept; selection is not drawn).
    open var selectedAnnotations: [any MKAnnotation] = []

    open func addAnnotation(_ annotation: any MKAnnotation) {
        guard !added.contains(where: { $0 === annotation }) else { return }
        added.append(annotation)
    }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { annotations.forEach(addAnnotation) }
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        added.removeAll { $0 === annotation }
        views.removeValue(forKey: ObjectIdentifier(annotation))?.removeFromSuperview()
    }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { annotations.forEach(removeAnnotation) }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        selectedAnnotations = [annotation]
        view(for: annotation)?.setSelected(true, animated: animated)
    }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        selectedAnnotations.removeAll { $0 === annotation }
        view(for: annotation)?.setSelected(false, animated: animated)
    }

    /// Shows a region holding all the annotations (with a margin).
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        var rect = MKMapRect.null
        for annotation in annotations {
            let point = MKMapPoint(annotation.coordinate)
            rect = rect.union(MKMapRect(x: point.x, y: point.y, width: 0, height: 0))
        }
        guard !rect.isNull else { return }
        let margin = max(rect.width, rect.height) * 0.15 + 2000
        region = MKCoordinateRegion(rect.insetBy(dx: -margin, dy: -margin))
        addAnnotations(annotations)
    }

    /// Makes the views of `viewClass` for `identifier` (`dequeueReusableAnnotationView(withIdentifier:for:)`).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass as? MKAnnotationView.Type
    }
    /// A queued view to reuse: `nil` (chatshot keeps no queue: views never scroll away).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A new view of the class registered for `identifier` (a plain `MKAnnotationView` when none is), showing
    /// `annotation`.
    open func dequeueReusableAnnotationView(
        withIdentifier identifier: String, for annotation: any MKAnnotation
    ) -> MKAnnotationView {
        let view = (registered[identifier] ?? MKAnnotationView.self).init()
        view.annotation = annotation
        view.reuseIdentifier = identifier
        return view
    }

    /// The view showing an annotation, once the map has laid out; `nil` before, and for the user's dot.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { views[ObjectIdentifier(annotation)] }

    /// The point of a coordinate in `view`'s coordinates (the map's own when `nil`).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let point = projection.point(for: coordinate)
        guard let view else { return point }
        let here = origin(of: self)
        let there = origin(of: view)
        return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
    }
    /// The coordinate under a point of `view` (the map's own coordinates when `nil`).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        var local = point
        if let view {
            let here = origin(of: self)
            let there = origin(of: view)
            local = CGPoint(x: point.x + there.x - here.x, y: point.y + there.y - here.y)
        }
        return projection.coordinate(at: local)
    }

    /// A view's origin in the coordinates of the root of its tree.
    private func origin(of view: UIView) -> CGPoint {
        var point = CGPoint.zero
        var current: UIView? = view
        while let v = current {
            point.x += v.frame.minX
            point.y += v.frame.minY
            current = v.superview
        }
        return point
    }

    /// The projection of the shown region into the current bounds (centred on the user when following them).
    var projection: MapProjection {
        var shown = storedRegion
        if userTrackingMode != .none, let location = userLocation.location { shown.center = location.coordinate }
        return MapProjection(region: shown, size: bounds.size)
    }

    // MARK: Overlays and camera

    private var overlayList: [(overlay: any MKOverlay, level: MKOverlayLevel)] = []
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    /// The overlays on the map, in the order they are drawn.
    open var overlays: [any MKOverlay] { overlayList.map(\.overlay) }

    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveLabels) }
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        guard !overlayList.contains(where: { $0.overlay === overlay }) else { return }
        overlayList.append((overlay, level))
    }
    open func addOverlays(_ overlays: [any MKOverlay]) { overlays.forEach { addOverlay($0) } }
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        overlays.forEach { addOverlay($0, level: level) }
    }
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
        guard !overlayList.contains(where: { $0.overlay === overlay }) else { return }
        overlayList.insert((overlay, .aboveLabels), at: min(max(index, 0), overlayList.count))
    }
    open func removeOverlay(_ overlay: any MKOverlay) {
        overlayList.removeAll { $0.overlay === overlay }
        renderers.removeValue(forKey: ObjectIdentifier(overlay))
    }
    open func removeOverlays(_ overlays: [any MKOverlay]) { overlays.forEach(removeOverlay) }

    /// The renderer drawing an overlay, once the map has drawn; `nil` before.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }

    /// The view point: its centre is the map's; setting one moves the map there (the rest is kept).
    open var camera: MKMapCamera {
        get {
            let camera = storedCamera ?? MKMapCamera()
            camera.centerCoordinate = centerCoordinate
            return camera
        }
        set {
            storedCamera = newValue
            centerCoordinate = newValue.centerCoordinate
        }
    }
    private var storedCamera: MKMapCamera?
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }

    // MARK: Layout and drawing

    /// Lays out the map's other subviews, then places each annotation's view at its coordinate: the delegate's
    /// view (`mapView(_:viewFor:)`), else a marker. The views are made once per annotation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let projection = self.projection
        var made: [MKAnnotationView] = []
        for annotation in annotations {
            let key = ObjectIdentifier(annotation)
            var view = views[key]
            if view == nil {
                if let own = delegate?.mapView(self, viewFor: annotation) {
                    view = own
                } else if !(annotation is MKUserLocation) {
                    view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                }
                if let view {
                    if view.annotation == nil { view.annotation = annotation }
                    view.prepareForDisplay()
                    views[key] = view
                    addSubview(view)
                    made.append(view)
                }
            }
            guard let view else { continue }
            let point = projection.point(for: annotation.coordinate)
            let size = view.frame.size
            view.frame = CGRect(
                x: point.x + view.centerOffset.x - size.width / 2, y: point.y + view.centerOffset.y - size.height / 2,
                width: size.width, height: size.height)
        }
        if !made.isEmpty { delegate?.mapView(self, didAdd: made) }
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        let projection = self.projection
        let style = traitCollection.userInterfaceStyle
        OfflineMapPainter(projection: projection, style: style).paint(in: canvas, rect: rect)
        // The overlays, each with the renderer the delegate gives once (the base renderer draws nothing).
        for (overlay, _) in overlayList {
            let key = ObjectIdentifier(overlay)
            let renderer =
                renderers[key] ?? delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
            renderers[key] = renderer
            canvas.withState {
                canvas.clip(to: rect)
                renderer.draw(in: canvas, projection: projection, style: style)
            }
        }
        if showsUserLocation, let location = userLocation.location, views[ObjectIdentifier(userLocation)] == nil {
            drawUserLocation(location, at: projection.point(for: location.coordinate), in: canvas)
        }
    }

    /// The blue dot: a white ring with a soft shadow, and the accuracy as a pale disc around it.
    private func drawUserLocation(_ location: CLLocation, at point: CGPoint, in canvas: Canvas) {
        let blue = resolve(.systemBlue)
        if location.horizontalAccuracy > 0 {
            let metresPerPoint = MKMetersPerMapPointAtLatitude(location.coordinate.latitude) / projection.scale
            let radius = min(location.horizontalAccuracy / metresPerPoint, 400)
            if radius > 12 {
                let halo = CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)
                canvas.fillEllipse(in: halo, color: blue.withAlpha(0.14))
                canvas.stroke(Path.ellipse(in: halo), color: blue.withAlpha(0.3), lineWidth: 1)
            }
        }
        let ring = CGRect(x: point.x - 11, y: point.y - 11, width: 22, height: 22)
        canvas.shadow(
            of: Path.ellipse(in: ring),
            Shadow(color: Color.black.withAlpha(0.3), offset: CGPoint(x: 0, y: 1), radius: 3))
        canvas.fillEllipse(in: ring, color: .white)
        canvas.fillEllipse(in: ring.insetBy(dx: 3.5, dy: 3.5), color: blue)
    }
}
