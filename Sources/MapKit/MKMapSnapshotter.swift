import ChatCanvas

/// Makes a picture of a map region: the same offline map an `MKMapView` draws (without annotations or the user's
/// dot, as in MapKit), at `options.size`, in the options' trait collection's style and display scale. There is
/// nothing to download, so `start` draws at once and calls the completion handler before it returns.
open class MKMapSnapshotter: NSObject {
    /// The completion handler's type: a snapshot, or an error.
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    private let options: Options
    /// Whether a snapshot is being made: `false` (it is made at once).
    open private(set) var isLoading = false

    /// A snapshotter for a copy of `options` (later changes to them do not apply).
    public init(options: MKMapSnapshotter.Options) {
        self.options = options.duplicate()
        super.init()
    }

    /// Draws the snapshot and calls `completionHandler` with it before returning.
    open func start(completionHandler: @escaping CompletionHandler) {
        do {
            completionHandler(try makeSnapshot(), nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// Draws the snapshot and calls `completionHandler` with it (before returning; the queue is not used).
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        start(completionHandler: completionHandler)
    }

    /// The snapshot.
    open func start() async throws -> MKMapSnapshotter.Snapshot { try makeSnapshot() }

    /// Nothing to cancel: snapshots are made at once.
    open func cancel() {}

    func makeSnapshot() throws -> Snapshot {
        let traits = options.traitCollection
        let scale = max(1, min(3, traits.displayScale.rounded()))
        let size = CGSize(width: max(options.size.width, 1), height: max(options.size.height, 1))
        let projection = MapProjection(region: options.region, size: size)
        let canvas = try Canvas(width: size.width, height: size.height, scale: scale)
        OfflineMapPainter(projection: projection, style: traits.userInterfaceStyle)
            .paint(in: canvas, rect: CGRect(origin: .zero, size: size))
        let image = UIImage(
            image: .rgba(width: canvas.pixelWidth, height: canvas.pixelHeight, bytes: canvas.rgbaPixels()),
            isTemplate: false, name: "MKMapSnapshot", scale: scale)
        return Snapshot(image: image, traitCollection: traits, projection: projection)
    }
}
