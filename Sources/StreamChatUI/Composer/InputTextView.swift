import UIKit
import ChatCanvas

/// The composer's text field with a placeholder (the SDK's `InputTextView`).
/// A `UITextView` with the lifecycle and theme of `_View`, as in the SDK.
open class InputTextView: UITextView, Customizable, ThemeProvider, StreamView {
    let streamState = StreamViewState()
    public let placeholderLabel = UILabel()

    public var appearance: Appearance {
        get { inheritedAppearance }
        set { streamState.appearance = newValue }
    }
    public var components: Components {
        get { inheritedComponents }
        set { streamState.components = newValue }
    }
    open override var tintColor: UIColor! {
        get { inheritedTintColor }
        set { streamState.tintColor = newValue; super.tintColor = newValue }
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setUpIfInDrawnTree()
    }

    open class var customizableSubviewNames: [String] { ["placeholderLabel"] }
    open func customizableSubviews() -> [String: UIView] { ["placeholderLabel": placeholderLabel] }
    @discardableResult
    open func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool { applyUIKitOverrideProperty(name, value) }
    open func evaluateOverrideCondition(_ condition: Condition) -> Bool { true }
    open var appliesOverrideLayoutAfterSetUpLayout: Bool { true }

    open func setUp() {}

    open func setUpLayout() {
        addSubview(placeholderLabel)
    }

    open func updateContent() {}

    open func setUpAppearance() {
        font = appearance.fonts.body
        textColor = appearance.colorPalette.inputTextDefault
        textContainerInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        placeholderLabel.font = appearance.fonts.body
        placeholderLabel.textColor = appearance.colorPalette.inputTextPlaceholder
        placeholderLabel.adjustsFontForContentSizeCategory = true
        // Long placeholders ("You can't send messages in this channel") shrink to fit, as the SDK's do.
        placeholderLabel.adjustsFontSizeToFitWidth = true
        placeholderLabel.minimumScaleFactor = 0.5
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        var s = super.sizeThatFits(size)
        let ph = placeholderLabel.sizeThatFits(Size(width: size.width - 16, height: .infinity))
        s.height = min(120, max(38, s.height, ph.height + 16))
        if size.width.isFinite { s.width = size.width }
        return s
    }

    open override func layoutSubviews() {
        placeholderLabel.isHidden = hasText
        let inner = bounds.inset(by: textContainerInset)
        let h = placeholderLabel.sizeThatFits(Size(width: inner.width, height: .infinity)).height
        placeholderLabel.frame = Rect(x: inner.minX, y: inner.minY + (inner.height - h) / 2, width: inner.width, height: h)
        if isRightToLeft { placeholderLabel.textAlignment = .right }
    }
}

/// The rounded input of the composer: the quoted message, pending attachments and the text row.
open class InputChatMessageView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    public let inputTextContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public private(set) lazy var textView = InputTextView()
    public let commandLabelView = CommandLabelView()
    public let clearButton = UIButton()
    public private(set) lazy var quotedMessageView = QuotedChatMessageView()
    public let attachmentsViewContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)

    open override class var customizableSubviewNames: [String] {
        ["container", "inputTextContainer", "textView", "commandLabelView", "clearButton", "quotedMessageView", "attachmentsViewContainer"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "inputTextContainer": inputTextContainer, "textView": textView, "commandLabelView": commandLabelView,
         "clearButton": clearButton, "quotedMessageView": quotedMessageView, "attachmentsViewContainer": attachmentsViewContainer]
    }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([quotedMessageView, attachmentsViewContainer, inputTextContainer])
        inputTextContainer.isLayoutMarginsRelativeArrangement = true
        inputTextContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        inputTextContainer.addArrangedSubviews([commandLabelView, textView, clearButton])
        textView.horizontalHuggingPriority = 100
        textView.horizontalCompressionResistance = 700
        NSLayoutConstraint.activate([clearButton.widthAnchor.constraint(equalToConstant: 24), clearButton.heightAnchor.constraint(equalToConstant: 24)])
        quotedMessageView.isHidden = true
        attachmentsViewContainer.isHidden = true
        commandLabelView.isHidden = true
        clearButton.isHidden = true
        // The SDK's quoted view keeps its container inside 8-pt margins (avatar 8 pt in, the box 8 pt from the top
        // edge and 8 pt above the text row), and in the composer the box takes the rest of the input's width
        // (ComposerVC_Tests/test_quotedTranslatedMessage: box x 74…310, y 610…646 in a pill at y 602).
        quotedMessageView.container.isLayoutMarginsRelativeArrangement = true
        quotedMessageView.container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        quotedMessageView.contentContainer.horizontalHuggingPriority = 100
    }

    open override func setUpAppearance() {
        container.layer.cornerRadius = 19
        container.layer.borderWidth = 1
        container.layer.borderColor = appearance.colorPalette.borderCoreDefault
        container.clipsToBounds = true
        clearButton.setImage(appearance.images["closeCircleTransparent"], for: .normal)
        clearButton.tintColor = appearance.colorPalette.inputTextIcon
    }
}

/// The command pill in the composer ("GIPHY" with a bolt), filled with accentPrimary.
open class CommandLabelView: _View {
    public var content: String? { didSet { updateContentIfNeeded() } }
    /// The SDK's default `ContainerStackView()`: no spacing between the bolt and the name.
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 0)
    public let iconView = UIImageView()
    public let nameLabel = UILabel()

    /// Layout (SDK `CommandLabelView_Tests`): margins 4 top/bottom and the default 8 at the sides, a 16×16 bolt
    /// (aspect-fit), the upper-cased name right after it → "GIPHY" 79×26 at the large size, the bolt alone 32×24.
    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        container.addArrangedSubviews([iconView, nameLabel])
        iconView.contentMode = .aspectFit
        NSLayoutConstraint.activate([iconView.widthAnchor.constraint(equalToConstant: 16), iconView.heightAnchor.constraint(equalToConstant: 16)])
    }
    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.accentPrimary
        iconView.image = appearance.images.commands
        iconView.tintColor = appearance.colorPalette.textOnAccent
        nameLabel.font = appearance.fonts.subheadlineBold
        nameLabel.textColor = appearance.colorPalette.textOnAccent
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        // SF Pro's line at 15 pt is 18 pt (the pill is 26 pt tall); Inter's would be 19.
        nameLabel.lineHeight = 18 * appearance.fonts.subheadlineBold.pointSize / 15
    }
    open override func updateContent() {
        nameLabel.text = content?.uppercased()
        nameLabel.isHidden = (content ?? "").isEmpty
    }
    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
