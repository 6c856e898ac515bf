import UIKit

/// The composer's button that lists the commands (`Components.commandsButton`): the bolt.
open class CommandButton: _Button, AppearanceProvider {
    open override func setUpAppearance() {
        super.setUpAppearance()
        setImage(appearance.images.commands, for: .normal)
    }
}
