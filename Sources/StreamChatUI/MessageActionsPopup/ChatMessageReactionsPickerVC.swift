import ChatCanvas
import CoreGraphics
import StreamChat

/// The reaction picker over the lifted message (the SDK's `ChatMessageReactionsPickerVC` with its
/// `ChatMessageDefaultReactionsBubbleView`): every default reaction as a 24-pt icon (the current user's in the tint
/// colour, the others accentNeutral) on a capsule of backgroundCoreElevation2 with a 1-pt border of the same colour,
/// insets 8/16, and a two-circle tail toward the message.
open class ChatMessageReactionsPickerVC: _View {
    public struct Content: Sendable {
        /// The reactions offered, in order.
        public var types: [MessageReactionType]
        public var ownTypes: Set<MessageReactionType>
        /// Where the tail hangs, from the capsule's leading edge (nil: the middle).
        public var tailOffset: CGFloat?
        public init(
            types: [MessageReactionType] = ChatMessageReactionData.defaultReactionTypes.sorted(),
            ownTypes: Set<MessageReactionType> = [], tailOffset: CGFloat? = nil
        ) {
            self.types = types
            self.ownTypes = ownTypes
            self.tailOffset = tailOffset
        }
    }

    public var content: Content? { didSet { updateContentIfNeeded() } }

    /// Icon side, gap between icons, horizontal and vertical insets, tail height.
    open var iconSize: CGFloat { 24 }
    open var itemSpacing: CGFloat { 8 }
    open var horizontalInset: CGFloat { 16 }
    open var verticalInset: CGFloat { 8 }
    open var tailHeight: CGFloat { 16 }

    /// The capsule's height (without the tail).
    public var bubbleHeight: CGFloat { iconSize + 2 * verticalInset }

    open override var intrinsicContentSize: CGSize {
        let n = CGFloat(content?.types.count ?? 0)
        guard n > 0 else { return .zero }
        return CGSize(
            width: 2 * horizontalInset + n * iconSize + (n - 1) * itemSpacing, height: bubbleHeight + tailHeight)
    }

    open override func setUpAppearance() {
        backgroundColor = nil
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        guard let content, !content.types.isEmpty else { return }
        let p = appearance.colorPalette
        let fill = resolve(p.backgroundCoreElevation2)
        let body = CGRect(x: 0.5, y: 0.5, width: rect.width - 1, height: bubbleHeight - 1)
        let tx = min(max(content.tailOffset ?? rect.width / 2, bubbleHeight / 2), rect.width - bubbleHeight / 2)
        let big = CGRect(x: tx - 6, y: body.maxY - 2, width: 12, height: 12)
        let small = CGRect(x: tx - 3 + (isRightToLeft ? -4 : 4), y: big.maxY + 1, width: 6, height: 6)
        for shape in [
            Path.ellipse(in: small), Path.ellipse(in: big),
            Path.roundedRect(body, radii: CornerRadii(all: body.height / 2))
        ] {
            canvas.fill(shape, color: fill)
            canvas.stroke(shape, color: fill, lineWidth: 1)
        }
        var x = horizontalInset
        let types = isRightToLeft ? content.types.reversed() : content.types
        for type in types {
            if let icon = Images.builtIn(named: "reaction_" + type.rawValue)?.image {
                let tint = content.ownTypes.contains(type) ? resolve(tintColor) : resolve(p.accentNeutral)
                canvas.draw(
                    template: icon, in: CGRect(x: x, y: verticalInset, width: iconSize, height: iconSize), tint: tint)
            }
            x += iconSize + itemSpacing
        }
    }
}
