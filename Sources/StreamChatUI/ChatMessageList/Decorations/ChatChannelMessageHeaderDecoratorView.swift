import UIKit

/// The header the message list may put above a message (`Components.messageHeaderDecorationView`): a caption
/// line, such as "Pinned by …". chatshot's list draws no message header by default.
public final class ChatChannelMessageHeaderDecoratorView: ChatMessageDecorationView, ThemeProvider {
    /// The caption.
    public let titleLabel = UILabel()
    /// What it says.
    public var content: String? { didSet { updateContentIfNeeded() } }

    public override func setUpAppearance() {
        super.setUpAppearance()
        titleLabel.font = appearance.fonts.footnote
        titleLabel.textColor = appearance.colorPalette.textSecondary
    }

    public override func setUpLayout() {
        super.setUpLayout()
        embed(titleLabel, insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    }

    public override func updateContent() {
        super.updateContent()
        titleLabel.text = content
    }
}
