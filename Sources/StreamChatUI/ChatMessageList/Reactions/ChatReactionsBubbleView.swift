import ChatCanvas
import CoreGraphics
import StreamChat
import UIKit

/// The reactions pill floating over a bubble's top corner: one 16-pt icon per reaction type, the current user's
/// in the tint colour, with a two-circle "thought bubble" tail toward the message.
open class ChatReactionsBubbleView: ChatReactionBubbleBaseView {
    public struct Content: Sendable {
        public var types: [MessageReactionType]
        public var ownTypes: Set<MessageReactionType>
        public var isOutgoing: Bool
        public init(types: [MessageReactionType], ownTypes: Set<MessageReactionType>, isOutgoing: Bool) {
            self.types = types
            self.ownTypes = ownTypes
            self.isOutgoing = isOutgoing
        }
        /// The SDK's choice: the default reaction types present, ordered by `sorting` (`Components.reactionsSorting`;
        /// by name unless an app sorts otherwise).
        public init(
            message: ChatMessage, isOutgoing: Bool,
            sorting: (ChatMessageReactionData, ChatMessageReactionData) -> Bool = {
                $0.type.rawValue < $1.type.rawValue
            }
        ) {
            let own = Set(message.currentUserReactions.map(\.type))
            let present = Set(message.reactionScores.keys).intersection(ChatMessageReactionData.defaultReactionTypes)
            let data = present.sorted().map { type in
                ChatMessageReactionData(
                    type: type, score: message.reactionScores[type] ?? 0, count: message.reactionCounts[type] ?? 0,
                    isChosenByCurrentUser: own.contains(type))
            }
            self.init(types: data.sorted(by: sorting).map(\.type), ownTypes: own, isOutgoing: isOutgoing)
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// Whether the tail points to the leading side (incoming messages in left-to-right).
    public var tailOnLeading = true

    static let iconSize = 16.0, spacing = 8.0, inset = 8.0, bodyHeight = 32.0, tailHeight = 6.0

    /// The bubble's fill, as the SDK's: the reaction background on the current user's messages, the strong surface
    /// on others'; nil (no content): none.
    open var fillColor: UIColor? {
        content.map {
            $0.isOutgoing
                ? appearance.colorPalette.reactionBackground : appearance.colorPalette.backgroundCoreSurfaceStrong
        }
    }

    /// The bubble's border, as the SDK's: the reaction border on the current user's messages, the strong surface on
    /// others'; nil: none.
    open var strokeColor: UIColor? {
        content.map {
            $0.isOutgoing ? appearance.colorPalette.reactionBorder : appearance.colorPalette.backgroundCoreSurfaceStrong
        }
    }

    open override var intrinsicContentSize: CGSize {
        let n = CGFloat(content?.types.count ?? 0)
        guard n > 0 else { return .zero }
        let w = Self.inset * 2 + n * Self.iconSize + (n - 1) * Self.spacing
        return CGSize(width: w, height: Self.bodyHeight + Self.tailHeight)
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let content, !content.types.isEmpty else { return }
        let palette = appearance.colorPalette
        let fill = fillColor.map(resolve)
        let stroke = strokeColor.map(resolve)
        let body = CGRect(x: 0, y: 0, width: rect.width, height: Self.bodyHeight)
        let sign: CGFloat = tailOnLeading ? -1 : 1
        let big = CGRect(x: body.midX + sign * 10 - 4, y: body.midY + 14 - 4, width: 8, height: 8)
        let small = CGRect(x: body.midX + sign * 14 - 2, y: body.midY + 20 - 2, width: 4, height: 4)
        // A 1-pt stroke on each shape's edge of which only the inner half shows: the SDK's pictures have a 0.5-pt
        // hairline (#D5DBE1 at half coverage on a 1× pixel), not a solid 1-pt line.
        for shape in [
            Path.ellipse(in: small), Path.ellipse(in: big),
            Path.roundedRect(body, radii: CornerRadii(all: body.height / 2))
        ] {
            if let fill { canvas.fill(shape, color: fill) }
            guard let stroke else { continue }
            canvas.withState {
                canvas.clip(to: shape)
                canvas.stroke(shape, color: stroke, lineWidth: 1)
            }
        }
        var x = Self.inset
        for type in content.types {
            // The type's small icon from `Appearance.images.defaultReactions` (chatshot's drawing of another type).
            let image =
                appearance.images.defaultReactions[type]?.smallIcon
                ?? Images.builtIn(named: "reaction_" + type.rawValue)
            if let icon = image?.image {
                let tint = content.ownTypes.contains(type) ? resolve(tintColor) : resolve(palette.accentNeutral)
                canvas.draw(
                    template: icon,
                    in: CGRect(
                        x: x, y: (Self.bodyHeight - Self.iconSize) / 2, width: Self.iconSize, height: Self.iconSize),
                    tint: tint)
            }
            x += Self.iconSize + Self.spacing
        }
    }
}
