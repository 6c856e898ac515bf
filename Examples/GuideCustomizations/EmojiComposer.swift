import StreamChatUI
import UIKit

// working-with-the-composer.md, "Customizing the Composer Actions": a composer with an emoji button, and a
// ComposerVC that wires its action in setUp().
final class EmojiComposerView: ComposerView {
    lazy var emojiButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "face.smiling"), for: .normal)
        button.tintColor = .systemGray
        return button
    }()

    override func setUpLayout() {
        super.setUpLayout()

        leadingContainer.addArrangedSubview(emojiButton)
        NSLayoutConstraint.activate([
            emojiButton.widthAnchor.constraint(equalToConstant: 28),
            emojiButton.heightAnchor.constraint(equalToConstant: 40)
        ])
    }
}

final class EmojiComposerVC: ComposerVC {
    override func setUp() {
        super.setUp()

        // The guide writes `#selector(showEmojiPicker)`; the customization build rewrites it to this `Selector`.
        (composerView as? EmojiComposerView)?.emojiButton.addTarget(
            self, action: Selector("showEmojiPicker"),
            for: .touchUpInside)
    }
}
