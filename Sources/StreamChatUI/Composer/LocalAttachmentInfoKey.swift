/// A key of the information an app gives with a local attachment (the SDK's `LocalAttachmentInfoKey`), as in
/// `ComposerVC`'s attachment hooks.
public struct LocalAttachmentInfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The image as picked, before any resizing.
    public static let originalImage = LocalAttachmentInfoKey(rawValue: "originalImage")
    /// A media attachment's length.
    public static let duration = LocalAttachmentInfoKey(rawValue: "duration")
    /// A voice recording's waveform.
    public static let waveformData = LocalAttachmentInfoKey(rawValue: "waveformData")
    /// The media's width as picked.
    public static let originalWidth = LocalAttachmentInfoKey(rawValue: "originalWidth")
    /// The media's height as picked.
    public static let originalHeight = LocalAttachmentInfoKey(rawValue: "originalHeight")
}
