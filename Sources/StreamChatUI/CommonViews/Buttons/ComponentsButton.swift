import UIKit

extension Components {
    /// A button of a slot's class (`Components.sendButton`, …), as the SDK's `components.sendButton.init()`: a
    /// `_Button` subclass (the SDK's buttons and apps' subclasses of them) is made from its type; another
    /// `UIButton` class cannot be (chatshot's UIKit has no `required init()` on it), so the slot's default stands in
    /// and a warning names the class.
    func makeButton(_ type: UIButton.Type, default fallback: _Button.Type, slot: String) -> UIButton {
        if let type = type as? _Button.Type { return type.init() }
        FileHandle.standardError.write(
            Data("warning: Components.\(slot): \(type) is not a _Button subclass; drawing \(fallback)\n".utf8))
        return fallback.init()
    }
}
