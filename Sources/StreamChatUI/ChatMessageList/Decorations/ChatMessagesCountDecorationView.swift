import ChatCanvas
import StreamChat
import UIKit

/// A full-width strip with a centred caption ("3 REPLIES", "UNREAD MESSAGES"): `container` with the background and
/// `textLabel` inside it (caption1 bold, textTertiary, 3/9 insets, no radius).
open class ChatMessagesCountDecorationView: ChatMessageDecorationView {
    public let container = UIView()
    public let textLabel = UILabel()

    open override class var customizableSubviewNames: [String] { ["container", "textLabel"] }
    open override func customizableSubviews() -> [String: UIView] { ["container": container, "textLabel": textLabel] }

    /// Space around the strip inside the decoration.
    open var stripInsets: UIEdgeInsets { .zero }

    open override func setUpLayout() {
        embed(container, insets: stripInsets)
        container.embed(textLabel, insets: UIEdgeInsets(top: 3, left: 9, bottom: 3, right: 9))
    }

    private var lines: (leading: UIView, trailing: UIView)?

    /// Hairlines on both sides of the label, 9 pt from it and from the edges (the guide's customized counter;
    /// the manifest's `lineColor`).
    public func showLines(color: UIColor) {
        if lines == nil {
            let leading = UIView()
            let trailing = UIView()
            textLabel.removeFromSuperview()
            container.addSubview(leading)
            container.addSubview(textLabel)
            container.addSubview(trailing)
            let hairline = 1 / UIScreen.main.scale
            NSLayoutConstraint.activate([
                leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 9),
                leading.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                leading.heightAnchor.constraint(equalToConstant: hairline),
                textLabel.leadingAnchor.constraint(equalTo: leading.trailingAnchor, constant: 9),
                textLabel.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
                textLabel.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -3),
                textLabel.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                trailing.leadingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: 9),
                trailing.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -9),
                trailing.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                trailing.heightAnchor.constraint(equalToConstant: hairline)
            ])
            lines = (leading, trailing)
        }
        lines?.leading.backgroundColor = color
        lines?.trailing.backgroundColor = color
    }

    open override func applyOverrideProperty(_ name: String, _ value: OverrideValue) -> Bool {
        if name == "lineColor", case .color(let c) = value {
            showLines(color: c)
            return true
        }
        return super.applyOverrideProperty(name, value)
    }

    open override func setUpAppearance() {
        container.backgroundColor = appearance.colorPalette.backgroundCoreSurfaceDefault
        textLabel.font = appearance.fonts.caption1.bold
        textLabel.adjustsFontForContentSizeCategory = true
        textLabel.textColor = appearance.colorPalette.textTertiary
        textLabel.textAlignment = .center
    }
}
