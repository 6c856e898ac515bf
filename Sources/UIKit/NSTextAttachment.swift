import Foundation

/// An inline object in attributed text (an image), at its `bounds` (zero: the image's size on the baseline).
/// `NSAttributedString(attachment:)` makes the one-character string (U+FFFC, the object replacement character)
/// that carries it under `.attachment`.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The object replacement character an attachment stands on.
    public static let character: Int = 0xFFFC
    /// The image shown.
    open var image: UIImage?
    /// Where the image goes relative to the baseline, and its size (zero: the image's own size).
    open var bounds: CGRect = .zero
    /// The attachment's data and its type identifier (kept).
    open var contents: Data?
    open var fileType: String?
    /// Space before and after the attachment on its line (kept).
    open var lineLayoutPadding: CGFloat = 0

    /// An attachment with data of a type (kept; an image is shown when set).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    /// An attachment showing an image.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// The size the attachment takes on a line: `bounds`' size when set, else the image's.
    public var displaySize: CGSize {
        if bounds.width > 0 && bounds.height > 0 { return bounds.size }
        return image?.size ?? .zero
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying an attachment under `.attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
            attributes: [.attachment: attachment])
    }
}
