import ChatCanvas
import UIKit

/// `Appearance.images`: the SDK's named images, drawn by chatshot's own artwork of the SDK's assets
/// (`ImageArtwork`) and of SF Symbols (`UIImage(systemName:)`). Any name can be replaced (by a built-in image, see
/// `builtIn(named:)`, or an image file through the manifest).
public final class Images: @unchecked Sendable {
    private var storage: [String: UIImage] = [:]

    /// The SDK image names chatshot draws, with the built-in image each starts as (an SF Symbol or a drawing of
    /// `ImageArtwork`).
    public static let defaults: [(name: String, icon: String)] = [
        ("userAvatarPlaceholder", "userAvatarPlaceholder"), ("sendArrow", "sendArrow"),
        ("shrinkInputArrow", "shrinkInputArrow"),
        ("openAttachments", "openAttachments"), ("commands", "commands"), ("smallBolt", "smallBolt"),
        ("confirmCheckmark", "confirmCheckmark"), ("close", "xmark"), ("discard", "xmark"),
        ("closeCircleTransparent", "xmark.circle"), ("discardAttachment", "discardAttachment"), ("link", "link"),
        ("restart", "restart"), ("onlyVisibleToCurrentUser", "eye.fill"), ("share", "square.and.arrow.up"),
        ("folder", "folder"), ("emptyChannelListMessageBubble", "message"), ("emptySearch", "magnifyingglass"),
        ("messageListErrorIndicator", "exclamationmark.circle.fill"), ("scrollDownArrow", "arrow.down"),
        ("camera", "camera"), ("bigPlay", "play.fill"), ("play", "play.fill"), ("threadIcon", "text.bubble"),
        ("messageDeliveryStatusSending", "messageDeliveryStatusSending"),
        ("messageDeliveryStatusSent", "messageDeliveryStatusSent"),
        ("messageDeliveryStatusRead", "messageDeliveryStatusRead"),
        ("messageDeliveryStatusFailed", "messageDeliveryStatusFailed"),
        ("mic", "mic"), ("lock", "lock"), ("chevronLeft", "chevron.left"), ("chevronUp", "chevron.up"),
        ("trash", "trash"),
        ("stop", "stop.circle"), ("pin", "pin"), ("muted", "speaker.slash"), ("back", "chevron.left"),
        ("reactionLoveSmall", "reaction_love"), ("reactionLolSmall", "reaction_haha"),
        ("reactionThumbsUpSmall", "reaction_like"),
        ("reactionThumbsDownSmall", "reaction_sad"), ("reactionWutSmall", "reaction_wow"),
        ("commandGiphy", "command_giphy"), ("commandBan", "command_ban"), ("commandMute", "command_mute"),
        ("commandUnmute", "command_unmute"), ("commandFlag", "command_flag"), ("commandUnban", "command_unban"),
        ("commandImgur", "command_imgur"), ("commandFallback", "command_fallback"),
        ("commandMention", "command_mention"),
        ("fileDoc", "file-doc"), ("filePdf", "file-pdf"), ("fileXls", "file-xls"), ("filePpt", "file-ppt"),
        ("fileMp3", "file-mp3"), ("fileMp4", "file-mp4"), ("fileHtml", "file-html"), ("fileZip", "file-zip"),
        ("fileFallback", "file-other"),
        ("messageActionInlineReply", "arrowshape.turn.up.left"), ("messageActionThreadReply", "text.bubble"),
        ("messageActionMarkUnread", "app.badge"), ("messageActionCopy", "doc.on.doc"), ("messageActionEdit", "pencil"),
        ("messageActionDelete", "trash"), ("messageActionResend", "arrow.up.circle"), ("messageActionFlag", "flag"),
        ("messageActionMuteUser", "speaker.slash"), ("messageActionBlockUser", "nosign")
    ]

    public static var names: [String] { defaults.map(\.name) }

    /// A built-in image by any name a manifest may give it: an SF Symbol (`UIImage(systemName:)`), one of chatshot's
    /// drawings of the SDK's assets or another name of one (`reaction_love`, `file-pdf`, `iconPdf`, `person`), or an
    /// SDK image name (`sendArrow`, `filePdf`) for the image it starts as. nil for a name it does not know.
    public static func builtIn(named name: String) -> UIImage? {
        if let image = icon(named: name) { return image }
        guard let icon = defaults.first(where: { $0.name == name })?.icon else { return nil }
        return Images.icon(named: icon)
    }

    /// Every name `builtIn(named:)` knows: the names of SF Symbols, drawings and their other names, sorted, then
    /// the SDK image names that are not among them.
    public static let builtInNames: [String] = {
        let icons = Set(UIImage.systemNames + ImageArtwork.icons.names + ImageArtwork.aliases.keys)
        return icons.sorted() + names.filter { !icons.contains($0) }
    }()

    /// A drawing of `ImageArtwork` or an SF Symbol, by its name or another name of it; the image is named as asked.
    private static func icon(named name: String) -> UIImage? {
        let key = ImageArtwork.aliases[name] ?? name
        if let icon = ImageArtwork.icons.icon(named: key) {
            return UIImage(image: icon.image, isTemplate: icon.isTemplate, name: name)
        }
        return UIImage.symbol(named: key).map { UIImage(image: $0.image, isTemplate: $0.isTemplate, name: name) }
    }

    public init() {}

    /// The image for an SDK image name. Unknown names and missing artwork give nil.
    public subscript(name: String) -> UIImage? {
        get {
            if let img = storage[name] { return img }
            guard let icon = Images.defaults.first(where: { $0.name == name })?.icon else { return nil }
            let img = Images.icon(named: icon)
            if let img { storage[name] = img }
            return img
        }
        set { storage[name] = newValue }
    }

    private func required(_ name: String) -> UIImage {
        // Every default name has artwork (a test checks it); an empty image keeps a broken icon from crashing a render.
        self[name] ?? UIImage(image: Images.empty, isTemplate: true, name: name)
    }

    private static let empty: Image =
        (try? Image.svg("<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'/>"))
        ?? Image.rgba(width: 1, height: 1, bytes: [0, 0, 0, 0])

    public var userAvatarPlaceholder: UIImage {
        get { required("userAvatarPlaceholder") }
        set { self["userAvatarPlaceholder"] = newValue }
    }
    public var sendArrow: UIImage {
        get { required("sendArrow") }
        set { self["sendArrow"] = newValue }
    }
    public var shrinkInputArrow: UIImage {
        get { required("shrinkInputArrow") }
        set { self["shrinkInputArrow"] = newValue }
    }
    public var openAttachments: UIImage {
        get { required("openAttachments") }
        set { self["openAttachments"] = newValue }
    }
    public var commands: UIImage {
        get { required("commands") }
        set { self["commands"] = newValue }
    }
    public var confirmCheckmark: UIImage {
        get { required("confirmCheckmark") }
        set { self["confirmCheckmark"] = newValue }
    }
    public var close: UIImage {
        get { required("close") }
        set { self["close"] = newValue }
    }
    public var onlyVisibleToCurrentUser: UIImage {
        get { required("onlyVisibleToCurrentUser") }
        set { self["onlyVisibleToCurrentUser"] = newValue }
    }
    public var messageListErrorIndicator: UIImage {
        get { required("messageListErrorIndicator") }
        set { self["messageListErrorIndicator"] = newValue }
    }
    public var messageDeliveryStatusSending: UIImage {
        get { required("messageDeliveryStatusSending") }
        set { self["messageDeliveryStatusSending"] = newValue }
    }
    public var messageDeliveryStatusSent: UIImage {
        get { required("messageDeliveryStatusSent") }
        set { self["messageDeliveryStatusSent"] = newValue }
    }
    public var messageDeliveryStatusRead: UIImage {
        get { required("messageDeliveryStatusRead") }
        set { self["messageDeliveryStatusRead"] = newValue }
    }
    public var messageDeliveryStatusFailed: UIImage {
        get { required("messageDeliveryStatusFailed") }
        set { self["messageDeliveryStatusFailed"] = newValue }
    }
    public var share: UIImage {
        get { required("share") }
        set { self["share"] = newValue }
    }
}
