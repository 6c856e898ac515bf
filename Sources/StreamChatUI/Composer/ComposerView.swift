import ChatCanvas
import UIKit

/// The composer's layout (the SDK's `ComposerView`): a header for edit/quote states, and a row of
/// `leadingContainer` (attachment, commands, shrink buttons) · `inputMessageView` · `trailingContainer` (send,
/// confirm buttons). Move views between containers in `setUpLayout()` as the guide's iMessage example does.
open class ComposerView: _View {
    public let container = ContainerStackView(axis: .vertical, alignment: .fill, spacing: .auto)
    public let headerView = UIView()
    public let titleLabel = UILabel()
    /// Closes the edit or quote state (from `Components.closeButton`).
    public private(set) lazy var dismissButton: UIButton = components.makeButton(
        components.closeButton, default: CloseButton.self, slot: "closeButton")
    public let centerContainer = ContainerStackView(axis: .horizontal, alignment: .trailing, spacing: 2)
    public let leadingContainer = ContainerStackView(
        axis: .horizontal, alignment: .center, spacing: 0, distribution: .equal)
    public let trailingContainer = ContainerStackView(
        axis: .horizontal, alignment: .center, spacing: 0, distribution: .equal)
    /// The input: text, quoted message, attachments (from `Components.inputMessageView`).
    public private(set) lazy var inputMessageView: InputChatMessageView = components.inputMessageView.init()
    /// Opens the attachment picker (from `Components.attachmentButton`).
    public private(set) lazy var attachmentButton: UIButton = components.makeButton(
        components.attachmentButton, default: AttachmentButton.self, slot: "attachmentButton")
    /// Lists the commands (from `Components.commandsButton`).
    public private(set) lazy var commandsButton: UIButton = components.makeButton(
        components.commandsButton, default: CommandButton.self, slot: "commandsButton")
    /// Brings the leading buttons back while typing (from `Components.shrinkInputButton`).
    public private(set) lazy var shrinkInputButton: UIButton = components.makeButton(
        components.shrinkInputButton, default: ShrinkInputButton.self, slot: "shrinkInputButton")
    /// Sends the message (from `Components.sendButton`).
    public private(set) lazy var sendButton: UIButton = components.makeButton(
        components.sendButton, default: SendButton.self, slot: "sendButton")
    /// Saves an edit (from `Components.confirmButton`).
    public private(set) lazy var confirmButton: UIButton = components.makeButton(
        components.confirmButton, default: ConfirmButton.self, slot: "confirmButton")
    /// Slow mode's countdown, in place of the send button (from `Components.cooldownView`).
    public private(set) lazy var cooldownView: CooldownView = components.cooldownView.init()
    /// The voice recording's mic (`Components.recordButton`), after the send button while voice recording is on
    /// (`Components.isVoiceRecordingEnabled`); `ComposerVC` shows it in place of the send button.
    public private(set) lazy var recordButton: RecordButton = components.recordButton.init()
    /// The draft's first link, above the input (from `Components.composerLinkPreviewView`).
    public private(set) lazy var linkPreviewView: ComposerLinkPreviewView = components.composerLinkPreviewView.init()
    /// Only in a thread: "Also send in channel" with a checkbox.
    public let bottomContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public private(set) lazy var checkboxControl: CheckboxControl = components.checkmarkControl.init()

    open override class var customizableSubviewNames: [String] {
        [
            "container", "headerView", "titleLabel", "dismissButton", "centerContainer", "leadingContainer",
            "trailingContainer",
            "inputMessageView", "attachmentButton", "commandsButton", "shrinkInputButton", "sendButton",
            "confirmButton",
            "inputTextContainer", "textView", "placeholderLabel", "bottomContainer", "checkboxControl", "cooldownView",
            "linkPreviewView", "recordButton"
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
            "checkboxControl": checkboxControl, "cooldownView": cooldownView, "linkPreviewView": linkPreviewView,
            "recordButton": recordButton
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
        var trailingButtons = [sendButton, confirmButton]
        if components.isVoiceRecordingEnabled {
            trailingContainer.addArrangedSubview(recordButton)
            trailingButtons.append(recordButton)
        }
        for b in trailingButtons {
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
        // The buttons' images are their own classes' (`SendButton`, `AttachmentButton`, …), as in the SDK.
        dismissButton.tintColor = palette.textPrimary
        attachmentButton.tintColor = palette.inputTextIcon
        commandsButton.tintColor = palette.inputTextIcon
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
