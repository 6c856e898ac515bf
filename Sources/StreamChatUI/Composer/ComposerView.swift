import ChatCanvas
import UIKit

/// The composer's layout (the SDK's `ComposerView`): a header for edit/quote states, and a row of
/// `leadingContainer` (attachment, commands, shrink buttons) · `inputMessageView` · `trailingContainer` (send,
/// confirm buttons). Move views between containers in `setUpLayout()` as the guide's iMessage example does.
open class ComposerView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: .auto)
    public let headerView = UIView()
    public let titleLabel = UILabel()
    public let dismissButton = UIButton()
    public let centerContainer = ContainerStackView(axis: .horizontal, alignment: .trailing, spacing: 2)
    public let leadingContainer = ContainerStackView(
        axis: .horizontal, alignment: .center, spacing: 0, distribution: .equal)
    public let trailingContainer = ContainerStackView(
        axis: .horizontal, alignment: .center, spacing: 0, distribution: .equal)
    public private(set) lazy var inputMessageView = InputChatMessageView()
    public let attachmentButton = UIButton()
    public let commandsButton = UIButton()
    public let shrinkInputButton = UIButton()
    public let sendButton = UIButton()
    public let confirmButton = UIButton()
    /// Slow mode's countdown, in place of the send button (from `Components.cooldownView`).
    public private(set) lazy var cooldownView: CooldownView = components.cooldownView.init()
    /// The draft's first link, above the input (from `Components.composerLinkPreviewView`).
    public private(set) lazy var linkPreviewView: ComposerLinkPreviewView = components.composerLinkPreviewView.init()
    /// Only in a thread: "Also send in channel" with a checkbox.
    public let bottomContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let checkboxControl = CheckboxControl()

    open override class var customizableSubviewNames: [String] {
        [
            "container", "headerView", "titleLabel", "dismissButton", "centerContainer", "leadingContainer",
            "trailingContainer",
            "inputMessageView", "attachmentButton", "commandsButton", "shrinkInputButton", "sendButton",
            "confirmButton",
            "inputTextContainer", "textView", "placeholderLabel", "bottomContainer", "checkboxControl", "cooldownView",
            "linkPreviewView"
        ]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "container": container, "headerView": headerView, "titleLabel": titleLabel, "dismissButton": dismissButton,
            "centerContainer": centerContainer, "leadingContainer": leadingContainer,
            "trailingContainer": trailingContainer,
            "inputMessageView": inputMessageView, "attachmentButton": attachmentButton,
            "commandsButton": commandsButton,
            "shrinkInputButton": shrinkInputButton, "sendButton": sendButton, "confirmButton": confirmButton,
            "inputTextContainer": inputMessageView.inputTextContainer, "textView": inputMessageView.textView,
            "placeholderLabel": inputMessageView.textView.placeholderLabel, "bottomContainer": bottomContainer,
            "checkboxControl": checkboxControl, "cooldownView": cooldownView, "linkPreviewView": linkPreviewView
        ]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4)
        headerView.addSubview(titleLabel)
        headerView.addSubview(dismissButton)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
            titleLabel.topAnchor.constraint(equalTo: headerView.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: headerView.bottomAnchor),
            dismissButton.widthAnchor.constraint(equalToConstant: 24),
            dismissButton.heightAnchor.constraint(equalToConstant: 24),
            dismissButton.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -4),
            dismissButton.centerYAnchor.constraint(equalTo: headerView.centerYAnchor)
        ])
        headerView.isHidden = true
        container.addArrangedSubviews([headerView, linkPreviewView, centerContainer, bottomContainer])
        linkPreviewView.isHidden = true
        bottomContainer.isLayoutMarginsRelativeArrangement = true
        bottomContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        bottomContainer.addArrangedSubviews([checkboxControl])
        bottomContainer.isHidden = true
        centerContainer.addArrangedSubviews([leadingContainer, inputMessageView, trailingContainer])
        inputMessageView.horizontalHuggingPriority = 100
        inputMessageView.horizontalCompressionResistance = 700
        leadingContainer.addArrangedSubviews([attachmentButton, commandsButton, shrinkInputButton])
        trailingContainer.addArrangedSubviews([sendButton, cooldownView, confirmButton])
        cooldownView.isHidden = true
        for b in [attachmentButton, commandsButton, shrinkInputButton] {
            NSLayoutConstraint.activate([
                b.widthAnchor.constraint(equalToConstant: 28), b.heightAnchor.constraint(equalToConstant: 40)
            ])
        }
        // The row stays 40 pt tall when a shorter view (the cooldown capsule) stands in for the send button.
        NSLayoutConstraint.activate([trailingContainer.heightAnchor.constraint(equalToConstant: 40)])
        for b in [sendButton, confirmButton] {
            NSLayoutConstraint.activate([
                b.widthAnchor.constraint(equalToConstant: 35), b.heightAnchor.constraint(equalToConstant: 40)
            ])
        }
        shrinkInputButton.isHidden = true
        confirmButton.isHidden = true
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreApp
        layer.shadowColor = .systemGray
        layer.shadowOpacity = 1
        layer.shadowRadius = 0.5
        layer.shadowOffset = .zero
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = palette.textPrimary
        titleLabel.textAlignment = .center
        dismissButton.setImage(appearance.images.close, for: .normal)
        dismissButton.tintColor = palette.textPrimary
        attachmentButton.setImage(appearance.images.openAttachments, for: .normal)
        attachmentButton.tintColor = palette.inputTextIcon
        commandsButton.setImage(appearance.images.commands, for: .normal)
        commandsButton.tintColor = palette.inputTextIcon
        shrinkInputButton.setImage(appearance.images.shrinkInputArrow, for: .normal)
        sendButton.setImage(appearance.images.sendArrow, for: .normal)
        sendButton.imageView?.flipsForRightToLeft = true
        confirmButton.setImage(appearance.images.confirmCheckmark, for: .normal)
    }

    /// The SDK's attachment button draws its clip already tinted in `inputTextIcon` and keeps the tint colour it
    /// inherits, so another image an app puts in its place (a template, as the guide's `camera.fill`) is drawn in
    /// the tint colour: chatshot's grey tint goes with the default clip only (a tint an app set stays).
    open override func layoutSubviews() {
        if attachmentButton.image(for: .normal) != appearance.images.openAttachments,
            attachmentButton.tintColor == appearance.colorPalette.inputTextIcon
        {
            attachmentButton.tintColor = nil
        }
        super.layoutSubviews()
    }
}
