/// One action of the long-press menu (the SDK's `ChatMessageActionItem`: `InlineReplyActionItem`, …).
@preconcurrency @MainActor
public struct ChatMessageActionItem: Hashable, Sendable {
    /// The SDK's item class names, for tests and custom menus.
    public var identifier: String
    public var title: String
    /// The `Appearance.images` name of the icon.
    public var iconName: String
    /// Drawn in the tint colour (resend).
    public var isPrimary: Bool
    /// Drawn in the error colour (delete).
    public var isDestructive: Bool

    public init(
        identifier: String, title: String, iconName: String, isPrimary: Bool = false, isDestructive: Bool = false
    ) {
        self.identifier = identifier
        self.title = title
        self.iconName = iconName
        self.isPrimary = isPrimary
        self.isDestructive = isDestructive
    }

    public static let inlineReply = Self(
        identifier: "InlineReplyActionItem", title: "Reply", iconName: "messageActionInlineReply")
    public static let threadReply = Self(
        identifier: "ThreadReplyActionItem", title: "Thread Reply", iconName: "messageActionThreadReply")
    public static let markUnread = Self(
        identifier: "MarkUnreadActionItem", title: "Mark as unread", iconName: "messageActionMarkUnread")
    public static let copy = Self(identifier: "CopyActionItem", title: "Copy Message", iconName: "messageActionCopy")
    public static let edit = Self(identifier: "EditActionItem", title: "Edit Message", iconName: "messageActionEdit")
    public static let delete = Self(
        identifier: "DeleteActionItem", title: "Delete Message", iconName: "messageActionDelete", isDestructive: true)
    public static let resend = Self(
        identifier: "ResendActionItem", title: "Resend", iconName: "messageActionResend", isPrimary: true)
    public static let flag = Self(identifier: "FlagActionItem", title: "Flag Message", iconName: "messageActionFlag")
    public static let muteUser = Self(
        identifier: "MuteUserActionItem", title: "Mute User", iconName: "messageActionMuteUser")
    public static let unmuteUser = Self(
        identifier: "UnmuteUserActionItem", title: "Unmute User", iconName: "messageActionMuteUser")
    public static let blockUser = Self(
        identifier: "BlockUserActionItem", title: "Block User", iconName: "messageActionBlockUser")
    public static let unblockUser = Self(
        identifier: "UnblockUserActionItem", title: "Unblock User", iconName: "messageActionBlockUser")
}
