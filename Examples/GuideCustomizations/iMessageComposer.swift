import StreamChatUI
import UIKit

// working-with-the-composer.md, "Customizing the Composer UI".
final class iMessageComposerView: ComposerView {
    override func setUpLayout() {
        super.setUpLayout()

        leadingContainer.removeArrangedSubview(commandsButton)
        trailingContainer.removeArrangedSubview(sendButton)
        inputMessageView.inputTextContainer.addArrangedSubview(sendButton)
    }

    override func setUpAppearance() {
        super.setUpAppearance()

        attachmentButton.setImage(
            UIImage(systemName: "camera.fill"),
            for: .normal
        )
    }
}

final class iMessageComposerVC: ComposerVC {
    override func updateContent() {
        super.updateContent()

        switch content.state {
        case .new:
            composerView.inputMessageView.textView.placeholderLabel.text = "iMessage"
        default:
            break
        }
    }
}
