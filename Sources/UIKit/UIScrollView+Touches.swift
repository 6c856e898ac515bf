extension UIScrollView {
    /// Whether the user's finger drags the content: never, in a still picture.
    public var isDragging: Bool { false }
    /// Whether the user touched the content: never, in a still picture.
    public var isTracking: Bool { false }
    /// Whether the content still moves after a drag: never, in a still picture.
    public var isDecelerating: Bool { false }
}
