import StreamChat
import UIKit

/// The current user's avatar as a control (the SDK's `CurrentChatUserAvatarView`): `controller`'s current user,
/// drawn by a `Components.userAvatarView` filling it, without the online dot; half transparent when disabled,
/// highlighted or selected.
open class CurrentChatUserAvatarView: _Control, ThemeProvider {
    /// Where the current user comes from; setting it shows that user.
    open var controller: CurrentChatUserController? {
        didSet {
            controller?.delegate = self
            updateContentIfNeeded()
        }
    }

    /// The avatar drawn.
    open private(set) lazy var avatarView: ChatUserAvatarView = {
        let view = components.userAvatarView.init()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.shouldShowOnlineIndicator = false
        return view
    }()

    open override var isEnabled: Bool {
        didSet { updateContentIfNeeded() }
    }

    open override var isHighlighted: Bool {
        didSet { updateContentIfNeeded() }
    }

    open override var isSelected: Bool {
        didSet { updateContentIfNeeded() }
    }

    open override func setUp() {
        super.setUp()
        avatarView.isUserInteractionEnabled = false
    }

    open override func setUpAppearance() {
        super.setUpAppearance()
        backgroundColor = .clear
    }

    open override func setUpLayout() {
        super.setUpLayout()
        addSubview(avatarView)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 32),
            widthAnchor.constraint(equalTo: heightAnchor),
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatarView.trailingAnchor.constraint(equalTo: trailingAnchor),
            avatarView.topAnchor.constraint(equalTo: topAnchor),
            avatarView.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    open override func updateContent() {
        super.updateContent()
        avatarView.content = controller?.currentUser?.user
        alpha = state == .normal ? 1 : 0.5
    }
}

extension CurrentChatUserAvatarView: CurrentChatUserControllerDelegate {
    public func currentUserController(
        _ controller: CurrentChatUserController,
        didChangeCurrentUser: EntityChange<CurrentChatUser>
    ) {
        updateContentIfNeeded()
    }
}
