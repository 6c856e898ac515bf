import ChatCanvas
import StreamChat
import UIKit

/// A command suggestion row (the SDK's `ChatCommandSuggestionView`), 40 pt: the command's 24-pt icon, its name with
/// the first letter upper-cased (bodyBold) and "/name args" (body, textSecondary).
open class ChatCommandSuggestionView: _View {
    public var content: ChannelConfig.Command? { didSet { updateContentIfNeeded() } }

    public let mainContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let textContainer = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
    public let commandImageView = UIImageView()
    public let commandNameLabel = UILabel()
    public let commandNameSubtitleLabel = UILabel()

    open override class var customizableSubviewNames: [String] {
        ["mainContainer", "textContainer", "commandImageView", "commandNameLabel", "commandNameSubtitleLabel"]
    }
    open override func customizableSubviews() -> [String: UIView] {
        [
            "mainContainer": mainContainer, "textContainer": textContainer, "commandImageView": commandImageView,
            "commandNameLabel": commandNameLabel, "commandNameSubtitleLabel": commandNameSubtitleLabel
        ]
    }

    open override func setUpLayout() {
        embed(mainContainer)
        mainContainer.isLayoutMarginsRelativeArrangement = true
        mainContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        textContainer.addArrangedSubviews([commandNameLabel, commandNameSubtitleLabel])
        textContainer.horizontalHuggingPriority = 100
        textContainer.horizontalCompressionResistance = 700
        commandNameSubtitleLabel.horizontalHuggingPriority = 100
        mainContainer.addArrangedSubviews([commandImageView, textContainer])
        NSLayoutConstraint.activate([
            commandImageView.widthAnchor.constraint(equalToConstant: 24),
            commandImageView.heightAnchor.constraint(equalToConstant: 24)
        ])
    }

    open override func setUpAppearance() {
        let palette = appearance.colorPalette
        backgroundColor = palette.backgroundCoreElevation1
        commandNameLabel.font = appearance.fonts.bodyBold
        commandNameLabel.adjustsFontForContentSizeCategory = true
        commandNameLabel.textColor = palette.textPrimary
        commandNameSubtitleLabel.font = appearance.fonts.body
        commandNameSubtitleLabel.adjustsFontForContentSizeCategory = true
        commandNameSubtitleLabel.textColor = palette.textSecondary
        commandImageView.contentMode = .scaleAspectFit
    }

    /// The SDK's `commandIcons`: a built-in icon per known command, else the fallback bolt disc.
    open func icon(for name: String) -> UIImage? {
        let known = [
            "giphy": "commandGiphy", "ban": "commandBan", "unban": "commandUnban", "mute": "commandMute",
            "unmute": "commandUnmute", "flag": "commandFlag", "imgur": "commandImgur", "mention": "commandMention"
        ]
        return appearance.images[known[name.lowercased()] ?? "commandFallback"] ?? appearance.images["commandFallback"]
    }

    open override func updateContent() {
        guard let content else {
            commandNameLabel.text = nil
            commandNameSubtitleLabel.text = nil
            commandImageView.image = nil
            return
        }
        commandNameLabel.text = content.name.prefix(1).uppercased() + content.name.dropFirst()
        commandNameSubtitleLabel.text = "/" + content.name + (content.args.isEmpty ? "" : " " + content.args)
        commandImageView.image = icon(for: content.name)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var s = super.sizeThatFits(size)
        if size.width.isFinite && fixedSize.width == nil { s.width = size.width }
        return s
    }
}
