import StreamChat
import UIKit

/// Supplies the images a transcript names (avatars, attachments). ChatUI knows no files: the pipeline loads and
/// checks every image before layout and hands them over through this protocol. Remote URLs give nil (placeholder).
public protocol ImageLoading: AnyObject, Sendable {
    func image(for url: String?) -> UIImage?
}

extension ImageLoading {
    /// The image of an SDK type's URL (`ChatUser.imageURL`, an attachment's): found by the transcript's reference.
    public func image(for url: URL?) -> UIImage? { image(for: TranscriptReference.string(url)) }
}
