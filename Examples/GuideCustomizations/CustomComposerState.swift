import StreamChatUI

// working-with-the-composer.md, "Adding a new Composer State". (Swift 6 wants the guide's `static var` as a
// `static let`: a mutable global is not concurrency-safe.)
extension ComposerState {
    public static let custom = ComposerState(rawValue: "custom")
}

extension ComposerVC.Content {
    public mutating func customState() {
        self = .init(
            text: "",
            state: .custom,
            editingMessage: nil,
            quotingMessage: nil,
            threadMessage: self.threadMessage,
            attachments: self.attachments,
            command: nil
        )
    }
}

final class CustomStateComposerVC: ComposerVC {
    override func updateContent() {
        super.updateContent()

        switch content.state {
        case .custom:
            composerView.titleLabel.text = "Custom State"
        default:
            break
        }
    }
}
