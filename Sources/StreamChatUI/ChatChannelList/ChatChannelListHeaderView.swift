import ChatCanvas
import StreamChat
import UIKit

/// The channel list's navigation bar (the SDK's `ChatChannelListVC` navigation item): the title "Stream Chat"
/// centred (headlineBold) and the current user's avatar at the leading edge.
///
/// The SDK asks for a 32×32 bar-button avatar; the iOS 26 navigation bar of its snapshot pictures lays a bar item
/// out 36 wide and 32 tall, 20 pt from the screen's edge (the channel avatar of every `ChatChannelVC_Tests` picture:
/// x 304…339 at 360 wide). chatshot lays the leading item out the same way: 36×32 at x 20.
open class ChatChannelListHeaderView: _View {
    public var content: ChatUser? { didSet { updateContentIfNeeded() } }
    public let titleLabel = UILabel()
    /// The navigation title ("Threads" on the thread list).
    public var title = "Stream Chat" { didSet { updateContentIfNeeded() } }
    public private(set) lazy var currentUserAvatarView: ChatAvatarView = components.avatarView.init()

    /// Height of the bar including the status-bar area, as the SDK's 360×700 screenshots show it.
    public static let height = 64.0

    open override class var customizableSubviewNames: [String] { ["titleLabel", "currentUserAvatarView"] }
    open override func customizableSubviews() -> [String: UIView] {
        ["titleLabel": titleLabel, "currentUserAvatarView": currentUserAvatarView]
    }

    open override func setUpLayout() {
        addSubview(titleLabel)
        addSubview(currentUserAvatarView)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: topAnchor, constant: 32),
            currentUserAvatarView.widthAnchor.constraint(equalToConstant: 36),
            currentUserAvatarView.heightAnchor.constraint(equalToConstant: 32),
            currentUserAvatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            currentUserAvatarView.centerYAnchor.constraint(equalTo: topAnchor, constant: 32),
            heightAnchor.constraint(equalToConstant: ChatChannelListHeaderView.height)
        ])
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        titleLabel.font = appearance.fonts.headlineBold
        titleLabel.textColor = appearance.colorPalette.textPrimary
        titleLabel.textAlignment = .center
        currentUserAvatarView.isOnlineIndicatorEnabled = false
    }

    open override func updateContent() {
        titleLabel.text = title
        let loader = components.imageLoader
        currentUserAvatarView.content = content.map {
            AvatarContent(image: loader?.image(for: $0.imageURL), name: $0.displayName)
        }
        currentUserAvatarView.isHidden = content == nil
    }
}
