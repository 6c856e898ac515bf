import UIKit

/// What an avatar shows: an image, else initials from a name, else the person glyph.
public struct AvatarContent: Sendable {
    public var image: UIImage?
    public var name: String?
    public var isOnline: Bool
    public init(image: UIImage? = nil, name: String? = nil, isOnline: Bool = false) {
        self.image = image
        self.name = name
        self.isOnline = isOnline
    }
}
