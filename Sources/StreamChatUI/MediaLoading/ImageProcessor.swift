import UIKit

/// Crops and scales images (`Components.imageProcessor`). chatshot's views place images by their content mode;
/// nothing calls it.
public protocol ImageProcessor: Sendable {
    /// The image cropped to `size`, centred (nil when it cannot be).
    func crop(image: UIImage, to size: CGSize) -> UIImage?
    /// The image scaled to `size`.
    func scale(image: UIImage, to size: CGSize) -> UIImage
}

/// The SDK's image processor; in chatshot it returns the image as it is (views scale and crop when drawing).
open class StreamImageProcessor: ImageProcessor, @unchecked Sendable {
    public init() {}
    open func crop(image: UIImage, to size: CGSize) -> UIImage? { image }
    open func scale(image: UIImage, to size: CGSize) -> UIImage { image }
}
