import UIKit

/// The rounded input of the composer: the quoted message, pending attachments and the text row.
open class InputChatMessageView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    public let inputTextContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
    public private(set) lazy var textView: InputTextView = components.inputTextView.init()
    /// The command's capsule (from `Components.commandLabelView`).
    public private(set) lazy var commandLabelView: CommandLabelView = components.commandLabelView.init()
    public let clearButton = UIButton()
    public private(set) lazy var quotedMessageView: QuotedChatMessageView = components.quotedMessageView.init()
    public let attachmentsViewContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)

    open override class var customizableSubviewNames: [String] {
        [
            "container", "inputTextContainer", "textView", "commandLabelView", "clearButton", "quotedMessageView",
            "attachmentsViewContainer"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "container": container, "inputTextContainer": inputTextContainer, "textView": textView,
            "commandLabelView": commandLabelView,
            "clearButton": clearButton, "quotedMessageView": quotedMessageView,
            "attachmentsViewContainer": attachmentsViewContainer
        ]
    }

    open override func setUpLayout() {
        embed(container)
        container.addArrangedSubviews([quotedMessageView, attachmentsViewContainer, inputTextContainer])
        inputTextContainer.isLayoutMarginsRelativeArrangement = true
        inputTextContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 6, bottom: 0, trailing: 6)
        inputTextContainer.addArrangedSubviews([commandLabelView, textView, clearButton])
        textView.horizontalHuggingPriority = 100
        textView.horizontalCompressionResistance = 700
        NSLayoutConstraint.activate([
            clearButton.widthAnchor.constraint(equalToConstant: 24),
            clearButton.heightAnchor.constraint(equalToConstant: 24)
        ])
        quotedMessageView.isHidden = true
        attachmentsViewContainer.isHidden = true
        commandLabelView.isHidden = true
        clearButton.isHidden = true
        // The SDK's quoted view keeps its container inside 8-pt margins (avatar 8 pt in, the box 8 pt from the top
        // edge and 8 pt above the text row), and in the composer the box takes the rest of the input's width
        // (ComposerVC_Tests/test_quotedTranslatedMessage: box x 74…310, y 610…646 in a pill at y 602).
        quotedMessageView.container.isLayoutMarginsRelativeArrangement = true
        quotedMessageView.container.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: 8, bottom: 8, trailing: 8)
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
