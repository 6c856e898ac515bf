import Foundation
import StreamChatUI
import UIKit

// working-with-the-composer.md, "Changing the Recognized Symbol".
final class CustomSymbolsComposerVC: ComposerVC {
    override var mentionSymbol: String { "👤" }

    override var commandSymbol: String { "⚡️" }
}

// working-with-the-composer.md, "Customizing the Suggestions UI → Basic Customization".
final class CustomChatSuggestionsVC: ChatSuggestionsVC {
    override func setUpAppearance() {
        super.setUpAppearance()

        collectionView.layer.borderWidth = 1
        collectionView.layer.borderColor = appearance.colorPalette.border.cgColor
        collectionView.layer.cornerRadius = 10
        view.layer.shadowOpacity = 0.0
    }
}

// working-with-the-composer.md, "Disabling the Suggestions".
final class NoSuggestionsComposerVC: ComposerVC {
    override func typingMention(in textView: UITextView) -> (String, NSRange)? {
        // Don't show user suggestions
        return nil
    }

    override func typingCommand(in textView: UITextView) -> String? {
        // Don't show command suggestions
        return nil
    }
}
