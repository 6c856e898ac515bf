import StreamChat
import UIKit

/// The style of a reactions bubble.
public enum ChatMessageReactionsBubbleStyle: Equatable, Sendable {
    case bigIncoming, bigOutgoing, smallIncoming, smallOutgoing
}

extension ChatMessageReactionsBubbleStyle {
    /// The picker's large icons.
    var isBig: Bool { self == .bigIncoming || self == .bigOutgoing }
    /// On a message of another user.
    var isIncoming: Bool { self == .bigIncoming || self == .smallIncoming }
}

/// The bubble of the reaction picker above a long-pressed message (`Components.reactionPickerBubbleView`): the
/// picker's reactions in `contentView`. chatshot's picker (`ChatMessageReactionsPickerVC`) draws its own row; this
/// class is what apps subclass, made and set up, not yet placed by the picker.
open class ChatReactionPickerBubbleView: _View, ThemeProvider {
    /// The reactions shown, the bubble's style and what a tap does.
    public struct Content {
        public let style: ChatMessageReactionsBubbleStyle
        public let reactions: [ChatMessageReactionData]
        public let didTapOnReaction: (MessageReactionType) -> Void
        public init(
            style: ChatMessageReactionsBubbleStyle, reactions: [ChatMessageReactionData],
            didTapOnReaction: @escaping (MessageReactionType) -> Void
        ) {
            self.style = style
            self.reactions = reactions
            self.didTapOnReaction = didTapOnReaction
        }
    }

    /// What it shows.
    public var content: Content? { didSet { updateContentIfNeeded() } }
    /// The reactions.
    public private(set) lazy var contentView: ChatMessageReactionsView = components.reactionPickerReactionsView.init()
    /// Where a tail would start and end.
    open var tailLeadingAnchor: NSLayoutXAxisAnchor { contentView.centerXAnchor }
    open var tailTrailingAnchor: NSLayoutXAxisAnchor { contentView.centerXAnchor }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(contentView, insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
    }

    open override func updateContent() {
        super.updateContent()
        contentView.content = content.map {
            .init(useBigIcons: true, reactions: $0.reactions, didTapOnReaction: $0.didTapOnReaction)
        }
    }
}

/// The SDK's default picker bubble: its reactions on a capsule (`contentViewBackground`, in `contentBackgroundColor`
/// with a 1-pt `contentBorderColor` border, `contentLayoutMargins` around the reactions) over a "thought bubble"
/// tail of two images (`tailBackImage` behind the capsule, `tailFrontImage` in front of it), as in the SDK.
open class DefaultChatReactionPickerBubbleView: ChatReactionPickerBubbleView {
    /// The capsule behind the reactions.
    public let contentViewBackground = UIView()
    /// The tail's image behind the capsule.
    public let tailBehind = UIImageView()
    /// The tail's image in front of the capsule.
    public let tailInFront = UIImageView()

    open override var tailLeadingAnchor: NSLayoutXAxisAnchor { tailBehind.leadingAnchor }
    open override var tailTrailingAnchor: NSLayoutXAxisAnchor { tailBehind.trailingAnchor }

    open override func setUpLayout() {
        for view in [contentViewBackground, tailBehind, tailInFront, contentView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        addSubview(tailBehind)
        contentViewBackground.addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: contentViewBackground.layoutMarginsGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: contentViewBackground.layoutMarginsGuide.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: contentViewBackground.layoutMarginsGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: contentViewBackground.layoutMarginsGuide.bottomAnchor)
        ])
        embed(contentViewBackground)
        addSubview(tailInFront)
        let centred = tailBehind.centerXAnchor.constraint(equalTo: contentViewBackground.centerXAnchor)
        centred.priority = .defaultLow
        NSLayoutConstraint.activate([
            centred,
            tailBehind.centerYAnchor.constraint(equalTo: contentViewBackground.bottomAnchor),
            tailInFront.centerXAnchor.constraint(equalTo: tailBehind.centerXAnchor),
            tailInFront.centerYAnchor.constraint(equalTo: tailBehind.centerYAnchor)
        ])
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        contentViewBackground.layer.borderWidth = 1
    }

    open override func updateContent() {
        super.updateContent()
        tailBehind.image = tailBackImage
        tailInFront.image = tailFrontImage
        contentViewBackground.backgroundColor = contentBackgroundColor
        contentViewBackground.layer.borderColor = contentBorderColor.cgColor
        contentViewBackground.directionalLayoutMargins = contentLayoutMargins
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentViewBackground.layer.cornerRadius = contentViewBackground.bounds.height / 2
    }

    /// The room around the reactions: 8 × 16 pt for large icons, 4 pt for small ones.
    open var contentLayoutMargins: NSDirectionalEdgeInsets {
        guard let content else { return .zero }
        return content.style.isBig
            ? NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            : NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    }

    /// The capsule's colour: the second elevation, or the strong surface for small icons on another user's message.
    open var contentBackgroundColor: UIColor {
        guard let content else { return .clear }
        return content.style == .smallIncoming
            ? appearance.colorPalette.backgroundCoreSurfaceStrong : appearance.colorPalette.backgroundCoreElevation2
    }

    /// The capsule's border: the default border for small icons, else the capsule's own colour.
    open var contentBorderColor: UIColor {
        guard let content else { return .clear }
        return content.style.isBig ? contentBackgroundColor : appearance.colorPalette.borderCoreDefault
    }

    /// The tail behind the capsule: two circles in the border colour (large icons), or outlined in the app
    /// background and the reaction border around the message's reaction colour (small ones).
    open var tailBackImage: UIImage? {
        guard let content else { return nil }
        let palette = appearance.colorPalette
        if content.style.isBig {
            return Self.tailImage(big: true, flipped: content.style.isIncoming, layers: [(contentBorderColor, 0)])
        }
        let inner = content.style.isIncoming ? palette.backgroundCoreSurfaceStrong : palette.reactionBackground
        return Self.tailImage(
            big: false, flipped: content.style.isIncoming,
            layers: [(palette.backgroundCoreApp, 0), (palette.reactionBorder, 1), (inner, 2)])
    }

    /// The tail in front of the capsule (small icons only): the circles' inside, covering the capsule's border.
    open var tailFrontImage: UIImage? {
        guard let content, !content.style.isBig else { return nil }
        let palette = appearance.colorPalette
        let inner = content.style.isIncoming ? palette.backgroundCoreSurfaceStrong : palette.reactionBackground
        return Self.tailImage(big: false, flipped: content.style.isIncoming, layers: [(inner, 2)])
    }

    /// Two circles, the larger up against the capsule, each layer inset by its amount from the outline.
    static func tailImage(big: Bool, flipped: Bool, layers: [(UIColor, CGFloat)]) -> UIImage {
        let size = big ? CGSize(width: 22, height: 22) : CGSize(width: 16, height: 16)
        let large = big ? CGRect(x: 4, y: 0, width: 14, height: 14) : CGRect(x: 3, y: 0, width: 10, height: 10)
        let small = big ? CGRect(x: 14, y: 15, width: 7, height: 7) : CGRect(x: 10, y: 11, width: 5, height: 5)
        return UIGraphicsImageRenderer(size: size).image { _ in
            for (color, inset) in layers {
                color.setFill()
                for circle in [large, small] {
                    var r = circle.insetBy(dx: inset, dy: inset)
                    if flipped { r.origin.x = size.width - r.maxX }
                    guard r.width > 0 else { continue }
                    UIBezierPath(ovalIn: r).fill()
                }
            }
        }
    }
}
