import Foundation

/// The system's photo library and camera picker, as in UIKit. A still picture presents nothing, so the picker is
/// never drawn; its settings are kept. The render machine has no camera: `isSourceTypeAvailable(.camera)` is false.
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// The camera a camera picker uses.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// What the camera captures.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// A key of the info a picker hands its delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Whether media can be picked from `sourceType`: the photo library and album, not the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers (images and movies; nil for the camera, which is unavailable).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Whether the camera `cameraDevice` exists (none does).
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Where media is picked from.
    open var sourceType: SourceType = .photoLibrary
    /// The media types offered (images by default).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop what was picked.
    open var allowsEditing = false
    /// The camera used.
    open var cameraDevice: CameraDevice = .rear
    /// What the camera captures.
    open var cameraCaptureMode: CameraCaptureMode = .photo
}

/// Told what the user picked (UIKit's `UIImagePickerControllerDelegate`; both methods optional). Never called in a
/// still picture.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
