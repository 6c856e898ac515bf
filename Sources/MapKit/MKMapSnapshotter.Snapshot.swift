extension MKMapSnapshotter {
    /// A finished snapshot: the picture, and where each coordinate falls in it.
    open class Snapshot: NSObject {
        /// The map, at the options' size and display scale.
        public let image: UIImage
        /// The traits it was drawn with.
        public let traitCollection: UITraitCollection
        let projection: MapProjection

        init(image: UIImage, traitCollection: UITraitCollection, projection: MapProjection) {
            self.image = image
            self.traitCollection = traitCollection
            self.projection = projection
            super.init()
        }

        /// The point of a coordinate in the image, in points from its top-left corner.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { projection.point(for: coordinate) }
    }
}
