import Foundation

/// How a transcript's image reference (a resolved local path, or a URL as written) becomes the `URL` the SDK's types
/// hold (`ChatUser.imageURL`, `ChatChannel.imageURL`, attachment URLs), and back into the key the render's images
/// are found by.
package enum TranscriptReference {
    /// A URL with a scheme as written; a path as a `file:` URL; nil for none or an empty string.
    package static func url(_ reference: String?) -> URL? {
        guard let reference, !reference.isEmpty else { return nil }
        if let url = URL(string: reference), url.scheme != nil { return url }
        return URL(fileURLWithPath: reference)
    }

    /// The reference a URL was made from: a `file:` URL's path, any other URL's text.
    package static func string(_ url: URL?) -> String? {
        guard let url else { return nil }
        return url.isFileURL ? url.path : url.absoluteString
    }
}
