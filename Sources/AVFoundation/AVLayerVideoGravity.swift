/// How a player layer fits the video in its bounds (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The video's aspect kept, fitting inside the bounds (the default).
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// The video's aspect kept, filling the bounds (cropped).
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
    /// The video stretched to the bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
}
