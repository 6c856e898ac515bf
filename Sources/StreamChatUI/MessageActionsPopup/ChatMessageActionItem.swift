import UIKit

/// One action of the long-press menu, as in the SDK: a protocol, so an app's own actions (a struct of its own)
/// sit in `ChatMessageActionsVC.messageActions` beside the SDK's `InlineReplyActionItem`, `CopyActionItem`, … .
/// Each row draws the item's `icon` and `title` (English titles the SDK ships are shown in the render's language).
/// A still picture is not tapped: `action` is kept and never called.
@preconcurrency @MainActor
public protocol ChatMessageActionItem {
    /// The row's text.
    var title: String { get }
    /// The row's icon (a template, drawn in the row's colour).
    var icon: UIImage { get }
    /// Drawn in the tint colour (resend). `false` by default.
    var isPrimary: Bool { get }
    /// Drawn in the error colour (delete). `false` by default.
    var isDestructive: Bool { get }
    /// What tapping the row does (never called in a still render).
    var action: (ChatMessageActionItem) -> Void { get }
}

extension ChatMessageActionItem {
    public var isPrimary: Bool { false }
    public var isDestructive: Bool { false }
}

/// The SDK's `InlineReplyActionItem`: "Reply" with `Appearance.images.messageActionInlineReply`.
public struct InlineReplyActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Reply"
        self.action = action
        icon = appearance.images.messageActionInlineReply
    }
}

/// The SDK's `ThreadReplyActionItem`: "Thread Reply" with `Appearance.images.messageActionThreadReply`.
public struct ThreadReplyActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Thread Reply"
        self.action = action
        icon = appearance.images.messageActionThreadReply
    }
}

/// The SDK's `EditActionItem`: "Edit Message" with `Appearance.images.messageActionEdit`.
public struct EditActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Edit Message"
        self.action = action
        icon = appearance.images.messageActionEdit
    }
}

/// The SDK's `CopyActionItem`: "Copy Message" with `Appearance.images.messageActionCopy`.
public struct CopyActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Copy Message"
        self.action = action
        icon = appearance.images.messageActionCopy
    }
}

/// The SDK's `MarkUnreadActionItem`: "Mark as unread" with `Appearance.images.messageActionMarkUnread`.
public struct MarkUnreadActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Mark as unread"
        self.action = action
        icon = appearance.images.messageActionMarkUnread
    }
}

/// The SDK's `UnblockUserActionItem`: "Unblock User" with `Appearance.images.messageActionBlockUser`.
public struct UnblockUserActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Unblock User"
        self.action = action
        icon = appearance.images.messageActionBlockUser
    }
}

/// The SDK's `BlockUserActionItem`: "Block User" with `Appearance.images.messageActionBlockUser`.
public struct BlockUserActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Block User"
        self.action = action
        icon = appearance.images.messageActionBlockUser
    }
}

/// The SDK's `MuteUserActionItem`: "Mute User" with `Appearance.images.messageActionMuteUser`.
public struct MuteUserActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Mute User"
        self.action = action
        icon = appearance.images.messageActionMuteUser
    }
}

/// The SDK's `UnmuteUserActionItem`: "Unmute User" with `Appearance.images.messageActionMuteUser`.
public struct UnmuteUserActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Unmute User"
        self.action = action
        icon = appearance.images.messageActionMuteUser
    }
}

/// The SDK's `DeleteActionItem`: "Delete Message" with `Appearance.images.messageActionDelete`.
public struct DeleteActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void
    public var isDestructive: Bool { true }

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Delete Message"
        self.action = action
        icon = appearance.images.messageActionDelete
    }
}

/// The SDK's `ResendActionItem`: "Resend" with `Appearance.images.messageActionResend`.
public struct ResendActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void
    public var isPrimary: Bool { true }

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Resend"
        self.action = action
        icon = appearance.images.messageActionResend
    }
}

/// The SDK's `FlagActionItem`: "Flag Message" with `Appearance.images.messageActionFlag`.
public struct FlagActionItem: ChatMessageActionItem {
    public var title: String
    public let icon: UIImage
    public let action: (ChatMessageActionItem) -> Void

    /// The action with the SDK's title (or `title`) and the icon of `appearance`.
    public init(
        title: String? = nil, action: @escaping (ChatMessageActionItem) -> Void, appearance: Appearance = .default
    ) {
        self.title = title ?? "Flag Message"
        self.action = action
        icon = appearance.images.messageActionFlag
    }
}
