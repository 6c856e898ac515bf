import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// The view of one message (the SDK's `ChatMessageContentView`). It builds its subview tree in
/// `layout(options:)` from the resolver's options, with the containers the guides name:
///
/// ```
/// mainContainer ─ authorAvatarView | authorAvatarSpacer · errorIndicatorContainer · bubbleThreadMetaContainer
///   bubbleThreadMetaContainer ─ bubbleView(bubbleContentContainer ─ quotedMessageView · textView) · threadInfoContainer · metadataContainer
/// ```
/// `bubbleThreadFootnoteContainer` and `footnoteContainer` are the current SDK's names for the same containers.
open class ChatMessageContentView: _View {
    /// The message shown.
    public var content: ChatMessage? { didSet { updateContentIfNeeded() } }
    /// The channel and clock of the screen (set by the message list before `content`).
    public var context: MessageListContext?
    /// The options the view was laid out for: settable, as in the SDK (an app's `layout(options:)` that lays out
    /// other options than it was given records them here, and the content is filled for those).
    public var layoutOptions: ChatMessageLayoutOptions?
    /// Told of taps on the message's parts (kept; a still picture is never tapped).
    public weak var delegate: ChatMessageContentViewDelegate?

    /// The class that adds this message's attachment views (set before `layout(options:)`; nil: none).
    public var attachmentViewInjectorType: AttachmentViewInjector.Type?
    /// The injector adding attachment views, created by `layout(options:)`.
    public private(set) var attachmentViewInjector: AttachmentViewInjector?

    /// The widest the message may be, as a fraction of the content view's width.
    open var maxContentWidthMultiplier: CGFloat { manifestMaxContentWidthMultiplier ?? 0.75 }
    private var manifestMaxContentWidthMultiplier: CGFloat?

    open override func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        if name == "maxContentWidthMultiplier", case .number(let n) = value {
            manifestMaxContentWidthMultiplier = n
            return true
        }
        return super.applyOverrideProperty(name, value)
    }

    open override var appliesOverrideLayoutAfterSetUpLayout: Bool { false }

    open override func evaluateOverrideCondition(_ condition: Condition) -> Bool {
        guard let message = content, let options = layoutOptions else { return false }
        return MessageConditionEvaluator.holds(condition, message: message, options: options, context: context)
    }

    // Containers
    public private(set) lazy var mainContainer = ContainerStackView(axis: .horizontal, alignment: .trailing)
    public private(set) lazy var bubbleThreadMetaContainer = ContainerStackView(
        axis: .vertical, alignment: .leading, spacing: 4)
    public private(set) lazy var bubbleContentContainer = ContainerStackView(axis: .vertical, alignment: .fill)
    public private(set) lazy var metadataContainer = ContainerStackView(
        axis: .horizontal, alignment: .center, spacing: 4)
    public var bubbleThreadFootnoteContainer: ContainerStackView { bubbleThreadMetaContainer }
    /// The footnote row (author, timestamp, "only visible to you", delivery status), as in the SDK: nil until
    /// `layout(options:)` gave the message one.
    public var footnoteContainer: ContainerStackView? { metadataContainer.superview == nil ? nil : metadataContainer }

    // Subviews, created by `layout(options:)` when an option asks for them.
    public private(set) var bubbleView: ChatMessageBubbleView?
    public private(set) var textView: UITextView?
    public private(set) var authorAvatarView: ChatAvatarView?
    public private(set) var authorAvatarSpacer: UIView?
    public private(set) var authorNameLabel: UILabel?
    public private(set) var timestampLabel: UILabel?
    public private(set) var onlyVisibleToYouContainer: ContainerStackView?
    public private(set) var onlyVisibleToYouImageView: UIImageView?
    public private(set) var onlyVisibleToYouLabel: UILabel?
    public private(set) var deliveryStatusView: ChatMessageDeliveryStatusView?
    public private(set) var threadInfoContainer: ContainerStackView?
    public private(set) var threadArrowView: ChatThreadArrowView?
    public private(set) var threadAvatarView: ChatAvatarView?
    public private(set) var threadReplyCountButton: UIButton?
    public private(set) var errorIndicatorContainer: UIView?
    public private(set) var errorIndicatorView: ChatMessageErrorIndicator?
    public private(set) var reactionsBubbleView: ChatReactionsBubbleView?
    public private(set) var quotedMessageView: QuotedChatMessageView?
    /// "Translated to Portuguese" (option `translation`).
    public private(set) var translationLabel: UILabel?

    open override class var customizableSubviewNames: [String] {
        [
            "mainContainer", "bubbleThreadMetaContainer", "bubbleThreadFootnoteContainer", "bubbleContentContainer",
            "metadataContainer", "footnoteContainer", "bubbleView", "textView", "authorAvatarView",
            "authorAvatarSpacer",
            "authorNameLabel", "timestampLabel", "onlyVisibleToYouContainer", "onlyVisibleToYouLabel",
            "deliveryStatusView",
            "threadInfoContainer", "threadReplyCountButton", "threadAvatarView", "errorIndicatorView",
            "reactionsBubbleView",
            "quotedMessageView", "translationLabel"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        var m: [String: UIView] = [
            "mainContainer": mainContainer, "bubbleThreadMetaContainer": bubbleThreadMetaContainer,
            "bubbleThreadFootnoteContainer": bubbleThreadMetaContainer,
            "bubbleContentContainer": bubbleContentContainer,
            "metadataContainer": metadataContainer, "footnoteContainer": metadataContainer
        ]
        let optional: [(String, UIView?)] = [
            ("bubbleView", bubbleView), ("textView", textView), ("authorAvatarView", authorAvatarView),
            ("authorAvatarSpacer", authorAvatarSpacer), ("authorNameLabel", authorNameLabel),
            ("timestampLabel", timestampLabel),
            ("onlyVisibleToYouContainer", onlyVisibleToYouContainer), ("onlyVisibleToYouLabel", onlyVisibleToYouLabel),
            ("deliveryStatusView", deliveryStatusView), ("threadInfoContainer", threadInfoContainer),
            ("threadReplyCountButton", threadReplyCountButton), ("threadAvatarView", threadAvatarView),
            ("errorIndicatorView", errorIndicatorView), ("reactionsBubbleView", reactionsBubbleView),
            ("quotedMessageView", quotedMessageView), ("translationLabel", translationLabel)
        ]
        for (k, v) in optional { if let v { m[k] = v } }
        return m
    }

    /// Builds the subview tree for the options once (the SDK calls it when the cell is created).
    public func setUpLayoutIfNeeded(options: ChatMessageLayoutOptions) {
        guard layoutOptions == nil else { return }
        layoutOptions = options
        layout(options: options)
        applyManifestLayout()
    }

    /// Builds the subview tree for the options. Subclasses call `super` and then restructure.
    open func layout(options: ChatMessageLayoutOptions) {
        let flipped = options.contains(.flipped) && !options.contains(.centered)
        let centered = options.contains(.centered)

        mainContainer.isLayoutMarginsRelativeArrangement = true
        let continuous = options.contains(.continuousBubble) && !options.contains(.threadInfo)
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 8, bottom: continuous ? 2 : 8, trailing: 8)
        mainContainer.alignment = .trailing
        addSubview(mainContainer)

        bubbleThreadMetaContainer.alignment = centered ? .center : (flipped ? .trailing : .leading)
        // The message column gives way (its text wraps) to the avatar and the error indicator.
        bubbleThreadMetaContainer.horizontalCompressionResistance = 700
        bubbleContentContainer.isLayoutMarginsRelativeArrangement = true
        bubbleContentContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: 8, bottom: 8, trailing: 8)

        // Bubble content
        if options.contains(.quotedMessage) {
            let quote = createQuotedMessageView()
            quotedMessageView = quote
            bubbleContentContainer.addArrangedSubview(quote)
            // The SDK's text starts 16 pt below the quote box (its 8-pt bottom margin + the 8-pt spacing).
            bubbleContentContainer.setCustomSpacing(16, after: quote)
        }
        if options.contains(.text) {
            let tv = createTextView()
            textView = tv
            bubbleContentContainer.addArrangedSubview(tv)
        }

        if options.contains(.bubble) {
            let bubble = createBubbleView()
            bubbleView = bubble
            bubbleThreadMetaContainer.addArrangedSubview(bubble)
            bubble.embed(bubbleContentContainer)
        } else {
            bubbleThreadMetaContainer.addArrangedSubview(bubbleContentContainer)
        }

        // Thread info
        if options.contains(.threadInfo) {
            let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 0)
            let arrow = createThreadArrowView()
            arrow.direction = flipped ? .toLeading : .toTrailing
            let avatar = components.avatarView.init()
            let button = createThreadReplyCountButton()
            NSLayoutConstraint.activate([
                row.heightAnchor.constraint(equalToConstant: 16),
                arrow.widthAnchor.constraint(equalToConstant: 16), arrow.heightAnchor.constraint(equalToConstant: 16),
                avatar.widthAnchor.constraint(equalToConstant: 16), avatar.heightAnchor.constraint(equalToConstant: 16)
            ])
            let parts: [UIView] = flipped ? [button, avatar, arrow] : [arrow, avatar, button]
            row.addArrangedSubviews(parts)
            row.setCustomSpacing(8, after: flipped ? button : avatar)
            threadInfoContainer = row
            threadArrowView = arrow
            threadAvatarView = avatar
            threadReplyCountButton = button
            bubbleThreadMetaContainer.addArrangedSubview(row)
        }

        // Footnote row
        var footnote: [UIView] = []
        if options.contains(.authorName) {
            let l = createAuthorNameLabel()
            authorNameLabel = l
            footnote.append(l)
        }
        if options.contains(.timestamp) {
            let l = createTimestampLabel()
            timestampLabel = l
            footnote.append(l)
        }
        if options.contains(.onlyVisibleToYouIndicator) {
            let c = ContainerStackView(axis: .horizontal, alignment: .center, spacing: .auto)
            let icon = createOnlyVisibleToYouImageView()
            NSLayoutConstraint.activate([
                // The eye 22×14 in ink, as in the SDK's pictures, in the symbol's 20-pt-tall box: the footnote row
                // with the eye is 20 pt tall, its labels centred in it.
                icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 20)
            ])
            let l = createOnlyVisibleToYouLabel()
            c.addArrangedSubviews([icon, l])
            onlyVisibleToYouContainer = c
            onlyVisibleToYouImageView = icon
            onlyVisibleToYouLabel = l
            footnote.append(c)
        }
        if options.contains(.deliveryStatusIndicator) {
            let d = createDeliveryStatusView()
            deliveryStatusView = d
            footnote.append(d)
        }
        if flipped { footnote.reverse() }
        if options.contains(.translation) {
            // Always last, on either side.
            let l = createTranslationLabel()
            translationLabel = l
            footnote.append(l)
        }
        metadataContainer.addArrangedSubviews(footnote)
        if !footnote.isEmpty { bubbleThreadMetaContainer.addArrangedSubview(metadataContainer) }

        // Main row
        if options.contains(.avatar) {
            let avatar = components.avatarView.init()
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: messageAuthorAvatarSize.width),
                avatar.heightAnchor.constraint(equalToConstant: messageAuthorAvatarSize.height)
            ])
            authorAvatarView = avatar
            mainContainer.addArrangedSubview(avatar)
        } else if options.contains(.avatarSizePadding) {
            let spacer = createAvatarSpacer()
            NSLayoutConstraint.activate([
                spacer.widthAnchor.constraint(equalToConstant: 32), spacer.heightAnchor.constraint(equalToConstant: 1)
            ])
            authorAvatarSpacer = spacer
            mainContainer.addArrangedSubview(spacer)
        }
        var errorSlot: UIView?
        if options.contains(.errorIndicator) {
            let slot = createErrorIndicatorContainer()
            // The SDK's button (`Components.messageErrorIndicator`): an app's subclass is what is drawn.
            let icon = createErrorIndicatorView()
            // The SDK's button is about 18×22 pt around a 16-pt disc.
            NSLayoutConstraint.activate([
                slot.widthAnchor.constraint(equalToConstant: 18), slot.heightAnchor.constraint(equalToConstant: 22)
            ])
            errorIndicatorContainer = slot
            errorIndicatorView = icon
            errorSlot = slot
        }
        if flipped {
            mainContainer.addArrangedSubview(bubbleThreadMetaContainer)
            if let slot = errorSlot {
                mainContainer.addArrangedSubview(slot)
                mainContainer.setCustomSpacing(-9, after: bubbleThreadMetaContainer)
            }
        } else {
            if let slot = errorSlot {
                mainContainer.addArrangedSubview(slot)
                mainContainer.setCustomSpacing(-9, after: slot)
            }
            mainContainer.addArrangedSubview(bubbleThreadMetaContainer)
        }
        if let type = attachmentViewInjectorType, !options.contains(.centered) {
            let injector = type.init(self)
            attachmentViewInjector = injector
            if injector.fillsAvailableSpace {
                bubbleThreadMetaContainer.alignment = .fill
                bubbleThreadMetaContainer.horizontalHuggingPriority = 1
                metadataContainer.alignment = .center
                // Keep the footnote at its side when the column fills the width.
                let spacer = UIView()
                spacer.horizontalHuggingPriority = 1
                if flipped {
                    metadataContainer.insertArrangedSubview(spacer, at: 0)
                } else {
                    metadataContainer.addArrangedSubview(spacer)
                }
            }
            injector.contentViewDidLayout(options: options)
        }
        // Overlays drawn above the message.
        if let icon = errorIndicatorView { addSubview(icon) }
        if options.contains(.reactions) {
            let reactions = makeReactionsBubbleView()
            reactionsBubbleView = reactions
            addSubview(reactions)
        }
    }

    // MARK: Factories (fonts and colours as the SDK sets them)

    /// The reactions bubble, from `Components.messageReactionsBubbleView`. chatshot lays out and fills a
    /// `ChatReactionsBubbleView` (or a subclass); another `ChatReactionBubbleBaseView` class gets the default one, with
    /// a warning.
    open func makeReactionsBubbleView() -> ChatReactionsBubbleView {
        let type = components.messageReactionsBubbleView
        if let bubble = type.init() as? ChatReactionsBubbleView { return bubble }
        FileHandle.standardError.write(
            Data(
                "warning: Components.messageReactionsBubbleView: \(type) is not a ChatReactionsBubbleView; drawing the default\n"
                    .utf8))
        return ChatReactionsBubbleView()
    }

    open func createTextView() -> UITextView {
        let tv = UITextView()
        tv.font = appearance.fonts.body
        tv.lineHeight = 22 * appearance.fonts.body.pointSize / 17
        tv.textColor = appearance.colorPalette.textPrimary
        tv.textContainerInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        tv.accessibilityIdentifier = "textView"
        return tv
    }

    /// The size of the author's avatar beside the bubble.
    open var messageAuthorAvatarSize: CGSize { CGSize(width: 32, height: 32) }

    /// The bubble (`Components.messageBubbleView`).
    open func createBubbleView() -> ChatMessageBubbleView { components.messageBubbleView.init() }

    /// The quoted message (`Components.quotedMessageView`).
    open func createQuotedMessageView() -> QuotedChatMessageView { components.quotedMessageView.init() }

    /// The arrow of the thread info row.
    open func createThreadArrowView() -> ChatThreadArrowView { ChatThreadArrowView() }

    /// The "N replies" button of the thread info row.
    open func createThreadReplyCountButton() -> UIButton {
        let button = UIButton(type: .system)
        button.titleLabel?.font = appearance.fonts.footnoteBold
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        return button
    }

    /// The timestamp of the footnote row.
    open func createTimestampLabel() -> UILabel { createFootnoteLabel() }

    /// The empty view that keeps the avatar's room in a message that shows no avatar (`.avatarSizePadding`).
    open func createAvatarSpacer() -> UIView { UIView() }

    /// The failed message's indicator (`Components.messageErrorIndicator`).
    open func createErrorIndicatorView() -> ChatMessageErrorIndicator { components.messageErrorIndicator.init() }

    /// The slot beside the bubble that the error indicator is drawn in.
    open func createErrorIndicatorContainer() -> UIView { UIView() }

    /// The author's name in the footnote row.
    open func createAuthorNameLabel() -> UILabel { createFootnoteLabel() }

    /// "Translated to …" in the footnote row.
    open func createTranslationLabel() -> UILabel { createFootnoteLabel() }

    /// The eye of "Only visible to you".
    open func createOnlyVisibleToYouImageView() -> UIImageView {
        let icon = UIImageView(image: appearance.images.onlyVisibleToCurrentUser)
        icon.tintColor = appearance.colorPalette.textSecondary
        icon.contentMode = .scaleAspectFit
        return icon
    }

    /// "Only visible to you".
    open func createOnlyVisibleToYouLabel() -> UILabel {
        let label = createFootnoteLabel()
        label.text = L10n.text("Only visible to you")
        return label
    }

    /// The delivery status (`Components.messageDeliveryStatusView`).
    open func createDeliveryStatusView() -> ChatMessageDeliveryStatusView {
        components.messageDeliveryStatusView.init()
    }

    open func createFootnoteLabel() -> UILabel {
        let l = UILabel()
        l.font = appearance.fonts.footnote
        l.adjustsFontForContentSizeCategory = true
        l.textColor = appearance.colorPalette.textSecondary
        return l
    }

    // MARK: Content

    open override func updateContent() {
        guard let message = content, let options = layoutOptions else { return }
        let palette = appearance.colorPalette
        let mine = options.contains(.flipped)

        if let bubble = bubbleView {
            let last = !options.contains(.continuousBubble)
            var corners = CACornerMask.all
            if last {
                let tailOnRight = mine != isRightToLeft
                corners.remove(tailOnRight ? .layerMaxXMaxYCorner : .layerMinXMaxYCorner)
            }
            // Colours follow the author (as in the SDK), the squared corner follows the side.
            let outgoing = message.isSentByCurrentUser
            bubble.content = ChatMessageBubbleView.Content(
                backgroundColor: outgoing ? palette.chatBackgroundOutgoing : palette.chatBackgroundIncoming,
                borderColor: outgoing ? palette.chatBorderOutgoing : palette.chatBorderIncoming,
                roundedCorners: corners)
        }

        if let tv = textView {
            if message.isDeleted {
                tv.attributedText = nil
                tv.text = L10n.text("Message deleted")
                tv.textColor = palette.textTertiary
            } else if options.contains(.centered) {
                tv.font = appearance.fonts.caption1.bold
                // caption1's 16-pt line pitch (a system message row is 8 + 16 + 8 + 8 = 40 pt).
                tv.lineHeight = 16 * appearance.fonts.caption1.pointSize / 12
                tv.textColor = palette.textTertiary
                tv.textAlignment = .center
                tv.textContainerInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
                tv.text = message.text
            } else if message.isJumbomoji {
                // Emoji-only text is 50 pt, with or without the bubble a quote brings.
                tv.font = appearance.fonts.emoji
                tv.lineHeight = nil
                tv.text = message.text.trimmingCharacters(in: .whitespacesAndNewlines)
            } else {
                let translated =
                    options.contains(.translation) ? message.translation(for: context?.currentUser.language) : nil
                tv.styledText = MessageTextFormatter(
                    appearance: appearance, style: traitCollection.userInterfaceStyle,
                    tint: tintColor
                ).format(message, text: translated)
            }
        }

        // Pinned messages are highlighted (the SDK's highlight tint).
        backgroundColor = message.isPinned ? palette.backgroundCoreHighlight : nil
        if let l = translationLabel, let lang = context?.currentUser.language {
            l.text = "Translated to " + (Locale(identifier: "en_US").localizedString(forLanguageCode: lang) ?? lang)
        }
        authorNameLabel?.text = message.author.displayName
        if let ts = timestampLabel {
            let clock = FormattingClock(
                now: context?.now ?? message.createdAt, timeZone: context?.timeZone ?? TimeZone(secondsFromGMT: 0)!)
            let time = clock.performAsCurrent { appearance.formatters.messageTimestamp.format(message.createdAt) }
            if components.isMessageEditedLabelEnabled && message.textUpdatedAt != nil && !message.isDeleted {
                ts.styledText = Self.editedTimestamp(time, font: ts.font.font)
            } else {
                ts.text = time
            }
        }
        if let avatar = authorAvatarView {
            avatar.content = AvatarContent(
                image: components.imageLoader?.image(for: message.author.imageURL),
                name: message.author.name, isOnline: false)
        }
        if let d = deliveryStatusView {
            let status =
                context.map { message.deliveryStatus(for: $0.channel) }
                ?? message.deliveryStatus(readEventsEnabled: true)
            let groups = (context?.channel.memberCount ?? 0) > 2
            d.content = .init(
                status: status,
                readCount: groups && message.localState == nil && message.readByCount > 0 ? message.readByCount : nil)
        }
        if let button = threadReplyCountButton {
            let n = message.replyCount
            button.setTitle(
                n == 0 ? L10n.text("Thread Reply") : (n == 1 ? "1 Thread Reply" : "\(n) Thread Replies"), for: .normal)
            let participant = message.threadParticipants.last ?? message.author
            threadAvatarView?.content = AvatarContent(
                image: components.imageLoader?.image(for: participant.imageURL),
                name: participant.name)
        }
        if let quote = quotedMessageView, let quoted = message.quotedMessage {
            quote.context = context
            quote.content = QuotedChatMessageView.Content(
                message: quoted, avatarAlignment: quoted.isSentByCurrentUser ? .trailing : .leading)
        }
        if let reactions = reactionsBubbleView {
            reactions.content = ChatReactionsBubbleView.Content(
                message: message, isOutgoing: mine, sorting: components.reactionsSorting)
        }
        attachmentViewInjector?.contentViewDidUpdateContent()
    }

    // MARK: Layout

    /// The height the message needs at a width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // A subclass whose `layout(options:)` builds its own tree (without `super`) is sized by its constraints,
        // as a self-sizing cell is on iOS: the list's width required, the height the constraints' smallest.
        guard laysOutSDKTree else {
            guard size.width.isFinite else { return super.sizeThatFits(size) }
            return systemLayoutSizeFitting(
                CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let width = size.width
        let main = mainContainer.measure(CGSize(width: maxMainWidth(width), height: CGFloat.infinity))
        let height = reactionsOffset + main.height
        guard hasAddedSubviews else { return CGSize(width: width, height: height) }
        // Views an app's subclass pinned below the message (a row of its own reactions, say) make the message
        // taller, as their constraints say: on iOS they break the SDK's pin of the main container to the bottom.
        let kept = mainContainer.frame
        mainContainer.frame = mainFrame(in: CGSize(width: width, height: height), measured: main)
        let fitted = systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        mainContainer.frame = kept
        return CGSize(width: width, height: max(height, fitted.height.rounded(.up)))
    }

    private func maxMainWidth(_ width: CGFloat) -> CGFloat {
        (width * maxContentWidthMultiplier).rounded(.down)
    }

    /// Attachments make the message column exactly as wide as allowed.
    private var fillsWidth: Bool { attachmentViewInjector?.fillsAvailableSpace ?? false }

    /// How far the reactions pill pushes the message down: half the pill plus 5.
    private var reactionsOffset: CGFloat {
        guard let r = reactionsBubbleView, !r.isHidden else { return 0 }
        return (r.intrinsicContentSize.height / 2 + 5).rounded()
    }

    /// Whether the SDK's tree (`mainContainer`) is in this view: false when a subclass' `layout(options:)`
    /// replaced it with views of its own, which their constraints place.
    private var laysOutSDKTree: Bool { mainContainer.superview === self }

    open override func layoutSubviews() {
        guard laysOutSDKTree else { return super.layoutSubviews() }
        let b = bounds
        let main = mainContainer.measure(CGSize(width: maxMainWidth(b.width), height: CGFloat.infinity))
        mainContainer.frame = mainFrame(in: b.size, measured: main)
        mainContainer.layoutIfNeeded()
        positionOverlays()
        placeAddedSubviews()
    }

    /// Where the main container goes in a content view of `size`, measured at `measured`: on the leading or
    /// trailing side (centred for system messages), under the reactions pill, down to the bottom — or, when an
    /// app's views below it made the message taller, as tall as its content.
    private func mainFrame(in size: CGSize, measured main: CGSize) -> CGRect {
        let w = fillsWidth ? maxMainWidth(size.width) : min(main.width, maxMainWidth(size.width))
        let top = reactionsOffset
        let x: CGFloat
        if layoutOptions?.contains(.centered) == true {
            x = (size.width - w) / 2
        } else {
            let trailing = layoutOptions?.contains(.flipped) == true
            x = (trailing != isRightToLeft) ? size.width - w : 0
        }
        let height = hasAddedSubviews ? min(main.height, size.height - top) : size.height - top
        return CGRect(x: x, y: top, width: w, height: height)
    }

    /// The SDK's own views directly in the content view; any other subview is an app's.
    private var ownSubviews: Set<ObjectIdentifier> {
        let own: [UIView?] = [mainContainer, errorIndicatorView, reactionsBubbleView]
        return Set(own.compactMap { $0.map(ObjectIdentifier.init) })
    }

    /// Whether an app's subclass added views of its own to the content view itself.
    private var hasAddedSubviews: Bool {
        let own = ownSubviews
        return subviews.contains { !own.contains(ObjectIdentifier($0)) }
    }

    /// Views an app's subclass added to the content view itself (a badge pinned to a corner, say) are placed by
    /// their constraints, after the SDK's own views, which keep the frames the message layout gave them.
    private func placeAddedSubviews() {
        let ownIDs = ownSubviews
        guard subviews.contains(where: { !ownIDs.contains(ObjectIdentifier($0)) }) else { return }
        let kept = subviews.filter { ownIDs.contains(ObjectIdentifier($0)) }.map { ($0, $0.frame) }
        var descendants: [(UIView, CGRect)] = []
        func collect(_ view: UIView) {
            for child in view.subviews {
                descendants.append((child, child.frame))
                collect(child)
            }
        }
        collect(mainContainer)
        super.layoutSubviews()
        for (view, frame) in kept + descendants where view.frame != frame { view.frame = frame }
    }

    /// The bubble (or the bare content container) in this view's coordinates.
    public var bubbleFrame: CGRect {
        let v: UIView = bubbleView ?? bubbleContentContainer
        return convert(v.bounds, from: v)
    }

    private func positionOverlays() {
        let bubble = bubbleFrame
        let flipped = layoutOptions?.contains(.flipped) == true
        let onRight = flipped == isRightToLeft  // incoming LTR: the pill floats over the trailing (right) corner
        if let icon = errorIndicatorView, let slot = errorIndicatorContainer {
            let s = convert(slot.bounds, from: slot)
            // Bottom of the slot on the bubble's bottom; the 16-pt disc centred in it.
            let d = 16.0
            icon.frame = CGRect(x: s.midX - d / 2, y: bubble.maxY - s.height / 2 - d / 2, width: d, height: d)
        }
        if let r = reactionsBubbleView {
            let size = r.intrinsicContentSize
            let cx = onRight ? bubble.maxX + 8 : bubble.minX - 8
            r.tailOnLeading = onRight
            r.frame = CGRect(x: (cx - size.width / 2).rounded(), y: 0, width: size.width, height: size.height)
            r.layoutIfNeeded()
        }
    }

    /// "12:01 AM • Edited" with the bullet drawn at `editedBulletScale` of the label's size: in the system font
    /// Inter's bullet is larger and higher than SF Pro's (ink 5×5 pt, centred 4.5 pt above the baseline, against
    /// SF Pro's 3×3 centred 3.5 pt above it in `ChatChannelVC_Tests/test_whenMessageEditedAt_editedMessageIsNotGrouped`).
    /// Other families keep their own bullet.
    static func editedTimestamp(_ time: String, font: Font) -> StyledText {
        var bullet = font
        if FontTracking.isSystemFamily(font.family) { bullet.size = font.size * editedBulletScale }
        return StyledText(runs: [.init(time), .init(" •", font: bullet, baselineOffset: 1), .init(" Edited")])
    }
    /// The share of the timestamp's size the bullet of "• Edited" is drawn at in the system font.
    static let editedBulletScale = 0.7

    // MARK: UITextViewDelegate

    /// Whether a link in the text opens (the SDK's; a still picture is never tapped, so nothing calls it): yes.
    open func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        true
    }
}

extension ChatMessageContentView: UITextViewDelegate {}
