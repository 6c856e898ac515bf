import ChatCanvas
import StreamChat
import UIKit

/// "Leia is typing": a 28-pt strip pinned over the bottom of the message list (incoming-bubble colour at 75 %),
/// three dots and the names, inset by the layout margins.
open class TypingIndicatorView: _View {
    /// The users typing (the current user excluded).
    public var content: [ChatUser] = [] { didSet { updateContentIfNeeded() } }
    public let container = ContainerStackView(axis: .horizontal, alignment: .center, spacing: .auto)
    /// The three dots (from `Components.typingAnimationView`).
    public private(set) lazy var typingAnimationView: TypingAnimationView = components.typingAnimationView.init()
    public let informationLabel = UILabel()

    public static let height = 28.0

    open override class var customizableSubviewNames: [String] {
        ["container", "typingAnimationView", "informationLabel"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        ["container": container, "typingAnimationView": typingAnimationView, "informationLabel": informationLabel]
    }

    open override func setUpLayout() {
        embed(container)
        container.isLayoutMarginsRelativeArrangement = true
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        container.addArrangedSubviews([typingAnimationView, informationLabel])
        NSLayoutConstraint.activate([heightAnchor.constraint(equalToConstant: TypingIndicatorView.height)])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.chatBackgroundIncoming.withAlphaComponent(0.75)
        informationLabel.font = appearance.fonts.body
        informationLabel.textColor = appearance.colorPalette.chatTextTypingIndicator
    }

    open override func updateContent() {
        informationLabel.text = TypingIndicatorView.text(for: content)
    }

    /// The SDK's strings: "Leia is typing", "Leia and 1 more is typing", "Leia and 2 more are typing".
    public static func text(for users: [ChatUser]) -> String {
        guard let first = users.first else { return "Someone is typing" }
        let name = first.name?.isEmpty == false ? first.name! : "Someone"
        switch users.count {
        case 1: return "\(name) is typing"
        case 2: return "\(name) and 1 more is typing"
        default: return "\(name) and \(users.count - 1) more are typing"
        }
    }
}
