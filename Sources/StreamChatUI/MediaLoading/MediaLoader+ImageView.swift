import StreamChat
import UIKit

/// The size an image is asked for (the SDK's `ImageResize`): kept; chatshot's images are the transcript's files and
/// are drawn at the image view's size.
public struct ImageResize: Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public var mode: Mode

    public init(_ size: CGSize, mode: Mode = .clip) {
        width = size.width
        height = size.height
        self.mode = mode
    }

    /// How the image is fitted to the size (the CDN's resize modes).
    public struct Mode: Sendable {
        public var value: String
        public var cropValue: String?

        init(value: String, cropValue: String? = nil) {
            self.value = value
            self.cropValue = cropValue
        }

        public static let clip = Mode(value: "clip")
        public static let fill = Mode(value: "fill")
        public static let scale = Mode(value: "scale")
        public static func crop(_ value: Crop = .center) -> Mode { Mode(value: "crop", cropValue: value.rawValue) }

        /// Which part of the image a crop keeps.
        public enum Crop: String, Sendable {
            case top, bottom, right, left, center
        }
    }
}

/// How an image is loaded into an image view (the SDK's `ImageLoaderOptions`): the size asked for and the
/// placeholder shown when there is no image.
public struct ImageLoaderOptions: Sendable {
    public var resize: ImageResize?
    public var placeholder: UIImage?

    public init(resize: ImageResize? = nil, placeholder: UIImage? = nil) {
        self.resize = resize
        self.placeholder = placeholder
    }
}

/// A load that can be cancelled (the SDK's `ImageLoadingTask`). chatshot's loads finish before they return.
public class ImageLoadingTask: @unchecked Sendable {
    public private(set) var isCancelled = false
    public init() {}
    public func cancel() { isCancelled = true }
}

/// An image the render does not have: a remote URL (nothing is fetched offline) or no file at that path.
public struct MediaLoaderImageNotFound: Error, CustomStringConvertible {
    public let url: URL?
    public var description: String { "no image for \(url?.absoluteString ?? "no URL") in this render" }
}

extension MediaLoader {
    /// Loads the image at `url` into `imageView`, as the SDK's media loader does: here from the render's images (the
    /// transcript's files, found through the nearest Stream view's `Components.imageLoader`), at once. With no URL the
    /// placeholder is shown; a URL the render has no image for (a remote one: nothing is fetched) leaves the image
    /// view as it was and completes with a failure.
    @discardableResult
    @MainActor public func loadImage(
        into imageView: UIImageView,
        from url: URL?,
        with options: ImageLoaderOptions,
        completion: (@MainActor (Result<UIImage, Error>) -> Void)? = nil
    ) -> ImageLoadingTask {
        let task = ImageLoadingTask()
        guard let url else {
            imageView.image = options.placeholder
            return task
        }
        let loader = nearestStreamView(above: imageView)?.components.imageLoader ?? Components.default.imageLoader
        guard let image = loader?.image(for: url) else {
            completion?(.failure(MediaLoaderImageNotFound(url: url)))
            return task
        }
        imageView.image = image
        completion?(.success(image))
        return task
    }
}
