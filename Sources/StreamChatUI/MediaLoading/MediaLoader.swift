import UIKit

/// Loads images, videos and files for the views (`Components.mediaLoader`). chatshot's views take their images from
/// the render's image loader (`Components.imageLoader`, the transcript's files) and load nothing over the network:
/// this is the SDK's type, for apps that name it; nothing calls it.
public protocol MediaLoader: AnyObject, Sendable {}

/// Downloads images (the SDK's `ImageDownloading`): inert in chatshot.
public protocol ImageDownloading: Sendable {}

/// The SDK's image downloader: inert.
public final class StreamImageDownloader: ImageDownloading, Sendable {
    public init() {}
}

/// The SDK's media loader: inert (see `MediaLoader`).
open class StreamMediaLoader: MediaLoader, @unchecked Sendable {
    /// What downloads the images.
    public let downloader: ImageDownloading
    public init(downloader: ImageDownloading) { self.downloader = downloader }
}
