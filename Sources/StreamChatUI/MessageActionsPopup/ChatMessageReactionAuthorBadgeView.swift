import ChatCanvas
import StreamChat
import UIKit

/// The reaction on an author's avatar: a 28-pt disc with a 16-pt icon and a small tail dot toward the avatar.
open class ChatMessageReactionAuthorBadgeView: _View {
    public struct Content: Sendable {
        public var type: MessageReactionType
        public var isChosenByCurrentUser: Bool
        public init(type: MessageReactionType, isChosenByCurrentUser: Bool) {
            self.type = type
            self.isChosenByCurrentUser = isChosenByCurrentUser
        }
    }
    public var content: Content?
    public var tailOnLeading = true

    open override var intrinsicContentSize: CGSize { CGSize(width: 32, height: 32) }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let content else { return }
        let p = appearance.colorPalette
        let fill = resolve(content.isChosenByCurrentUser ? p.reactionBackground : p.backgroundCoreSurfaceStrong)
        let disc = CGRect(x: 2, y: 0, width: 28, height: 28)
        let dot = CGRect(x: tailOnLeading ? disc.minX + 3 : disc.maxX - 7, y: disc.maxY - 1, width: 4, height: 4)
        canvas.fillEllipse(in: disc, color: fill)
        canvas.fillEllipse(in: dot, color: fill)
        if let icon = Images.builtIn(named: "reaction_" + content.type.rawValue)?.image {
            let tint = content.isChosenByCurrentUser ? resolve(tintColor) : resolve(p.accentNeutral)
            canvas.draw(
                template: icon, in: CGRect(x: disc.midX - 8, y: disc.midY - 8, width: 16, height: 16), tint: tint)
        }
    }
}
