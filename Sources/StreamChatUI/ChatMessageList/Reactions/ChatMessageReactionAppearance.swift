import UIKit

/// The icons of a reaction type (`Appearance.Images.defaultReactions`).
public protocol ChatMessageReactionAppearanceType {
    /// The icon in a message's reactions bubble.
    var smallIcon: UIImage { get }
    /// The icon in the reaction picker.
    var largeIcon: UIImage { get }
}

/// A reaction type's icons.
public struct ChatMessageReactionAppearance: ChatMessageReactionAppearanceType {
    public let smallIcon: UIImage
    public let largeIcon: UIImage

    public init(smallIcon: UIImage, largeIcon: UIImage) {
        self.smallIcon = smallIcon
        self.largeIcon = largeIcon
    }
}
