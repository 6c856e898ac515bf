import ChatCanvas
import StreamChat
import UIKit

/// `Appearance.images`: the SDK's named images, drawn by chatshot's own artwork of the SDK's assets
/// (`ImageArtwork`) and of SF Symbols (`UIImage(systemName:)`). Any name can be replaced (by a built-in image, see
/// `builtIn(named:)`, or an image file through the manifest).
public final class Images: @unchecked Sendable {
    private var storage: [String: UIImage] = [:]

    /// Makes these images the same as `other`'s: every image, reaction, icon table and emoji it replaced.
    public func copy(from other: Images) {
        guard other !== self else { return }
        storage = other.storage
        availableEmojis = other.availableEmojis
        _defaultReactions = other._defaultReactions
        _availableReactionPushEmojis = other._availableReactionPushEmojis
        _availableMessagesReactionEmojis = other._availableMessagesReactionEmojis
        _fileIcons = other._fileIcons
        _fileAttachmentActionIcons = other._fileAttachmentActionIcons
        _fileAttachmentDownloadActionIcons = other._fileAttachmentDownloadActionIcons
        _commandIcons = other._commandIcons
        _fileIconPreviews = other._fileIconPreviews
    }

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
        ("messageActionMuteUser", "speaker.slash"), ("messageActionBlockUser", "nosign"),
        // The SDK's other image names; where chatshot has no drawing of the SDK's own picture, the nearest one
        // (docs/compatibility.md).
        ("pollVoteCheckmarkActive", "confirmCheckmark"), ("pollVoteCheckmarkInactive", "stop.circle"),
        ("attachmentPickerPhotos", "camera"), ("attachmentPickerFolder", "folder"),
        ("attachmentPickerCamera", "camera"),
        ("noContent", "message"), ("noMedia", "camera"), ("noThreads", "text.bubble"), ("loadingIndicator", "restart"),
        ("more", "text.alignleft"), ("whiteCheckmark", "checkmark"),
        ("bigConfirmCheckmark", "confirmCheckmark"), ("download", "arrow.down"), ("chevronRight", "chevron.up"),
        ("playFill", "play.fill"), ("pauseFill", "stop.circle"), ("recordingPlay", "play"),
        ("recordingPause", "stop.circle"), ("rateButtonPillBackground", "circle.fill"),
        ("sliderThumb", "circle.fill"), ("pollReorderIcon", "text.alignleft"), ("pollCreationSendIcon", "sendArrow"),
        ("pollWinner", "checkmark"), ("reactionLoveBig", "reaction_love"), ("reactionLolBig", "reaction_haha"),
        ("reactionThumgsUpSmall", "reaction_like"), ("reactionThumgsUpBig", "reaction_like_big"),
        ("reactionThumgsDownSmall", "reaction_sad"), ("reactionThumgsDownBig", "reaction_sad_big"),
        ("reactionWutBig", "reaction_wow"), ("reactionDetailsShowPicker", "face.smiling"),
        ("messageActionSwipeReply", "arrowshape.turn.up.left"), ("channelAvatarPlaceholder", "person"),
        ("pause", "stop.circle"), ("attachmentPickerPolls", "text.alignleft"), ("searchClose", "xmark.circle"),
        ("imagePlaceholder", "camera"), ("personPlaceholder", "person"), ("checkmarkFilled", "confirmCheckmark"),
        ("closeFill", "discardAttachment"), ("videoIndicator", "camera.fill"), ("gallery", "camera"),
        ("composerAdd", "openAttachments"), ("composerSend", "sendArrow"), ("composerMic", "mic"),
        ("messageDeletedIndicator", "nosign"), ("attachmentPlayOverlayIcon", "play.fill"),
        ("attachmentLinkIcon", "link"), ("attachmentVideoIcon", "camera.fill"),
        ("attachmentDocumentIcon", "file-other"), ("attachmentVoiceIcon", "mic"),
        ("attachmentPollIcon", "text.alignleft"), ("attachmentPhotoIcon", "camera"),
        ("attachmentCameraIcon", "camera"), ("attachmentCommandIcon", "commands"), ("overlayDismissIcon", "xmark"),
        ("pollOptionDragIcon", "text.alignleft"), ("commandGiphyIcon", "command_giphy"),
        ("commandMuteIcon", "speaker.slash"), ("commandUnmuteIcon", "command_unmute"), ("commandsBolt", "bolt.fill"),
        ("commandsDismissIcon", "xmark"), ("selectionBadgeIcon", "checkmark"), ("videoMediaIcon", "camera.fill"),
        ("audioMediaIcon", "mic"), ("annotationThread", "arrowshape.turn.up.right"),
        ("annotationReminder", "app.badge"), ("annotationTranslation", "text.alignleft"), ("iconPdf", "file-pdf"),
        ("iconDoc", "file-doc"), ("iconPpt", "file-ppt"), ("iconXls", "file-xls"), ("iconMp3", "file-mp3"),
        ("iconMp4", "file-mp4"), ("iconHtml", "file-html"), ("iconZip", "file-zip"), ("iconOther", "file-other")
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

    // MARK: The SDK's other images (each name as in the SDK's `Appearance.Images`)

    public var loadingIndicator: UIImage {
        get { required("loadingIndicator") }
        set { self["loadingIndicator"] = newValue }
    }
    public var discard: UIImage {
        get { required("discard") }
        set { self["discard"] = newValue }
    }
    public var link: UIImage {
        get { required("link") }
        set { self["link"] = newValue }
    }
    public var closeCircleTransparent: UIImage {
        get { required("closeCircleTransparent") }
        set { self["closeCircleTransparent"] = newValue }
    }
    public var discardAttachment: UIImage {
        get { required("discardAttachment") }
        set { self["discardAttachment"] = newValue }
    }
    public var back: UIImage {
        get { required("back") }
        set { self["back"] = newValue }
    }
    public var more: UIImage {
        get { required("more") }
        set { self["more"] = newValue }
    }
    public var smallBolt: UIImage {
        get { required("smallBolt") }
        set { self["smallBolt"] = newValue }
    }
    public var whiteCheckmark: UIImage {
        get { required("whiteCheckmark") }
        set { self["whiteCheckmark"] = newValue }
    }
    public var bigConfirmCheckmark: UIImage {
        get { required("bigConfirmCheckmark") }
        set { self["bigConfirmCheckmark"] = newValue }
    }
    public var folder: UIImage {
        get { required("folder") }
        set { self["folder"] = newValue }
    }
    public var restart: UIImage {
        get { required("restart") }
        set { self["restart"] = newValue }
    }
    public var emptyChannelListMessageBubble: UIImage {
        get { required("emptyChannelListMessageBubble") }
        set { self["emptyChannelListMessageBubble"] = newValue }
    }
    public var emptySearch: UIImage {
        get { required("emptySearch") }
        set { self["emptySearch"] = newValue }
    }
    public var download: UIImage {
        get { required("download") }
        set { self["download"] = newValue }
    }
    public var mic: UIImage {
        get { required("mic") }
        set { self["mic"] = newValue }
    }
    public var lock: UIImage {
        get { required("lock") }
        set { self["lock"] = newValue }
    }
    public var chevronLeft: UIImage {
        get { required("chevronLeft") }
        set { self["chevronLeft"] = newValue }
    }
    public var chevronRight: UIImage {
        get { required("chevronRight") }
        set { self["chevronRight"] = newValue }
    }
    public var chevronUp: UIImage {
        get { required("chevronUp") }
        set { self["chevronUp"] = newValue }
    }
    public var trash: UIImage {
        get { required("trash") }
        set { self["trash"] = newValue }
    }
    public var stop: UIImage {
        get { required("stop") }
        set { self["stop"] = newValue }
    }
    public var playFill: UIImage {
        get { required("playFill") }
        set { self["playFill"] = newValue }
    }
    public var pauseFill: UIImage {
        get { required("pauseFill") }
        set { self["pauseFill"] = newValue }
    }
    public var recordingPlay: UIImage {
        get { required("recordingPlay") }
        set { self["recordingPlay"] = newValue }
    }
    public var recordingPause: UIImage {
        get { required("recordingPause") }
        set { self["recordingPause"] = newValue }
    }
    public var rateButtonPillBackground: UIImage {
        get { required("rateButtonPillBackground") }
        set { self["rateButtonPillBackground"] = newValue }
    }
    public var sliderThumb: UIImage {
        get { required("sliderThumb") }
        set { self["sliderThumb"] = newValue }
    }
    public var pollReorderIcon: UIImage {
        get { required("pollReorderIcon") }
        set { self["pollReorderIcon"] = newValue }
    }
    public var pollCreationSendIcon: UIImage {
        get { required("pollCreationSendIcon") }
        set { self["pollCreationSendIcon"] = newValue }
    }
    public var pollWinner: UIImage {
        get { required("pollWinner") }
        set { self["pollWinner"] = newValue }
    }
    public var pollVoteCheckmarkActive: UIImage {
        get { required("pollVoteCheckmarkActive") }
        set { self["pollVoteCheckmarkActive"] = newValue }
    }
    public var pollVoteCheckmarkInactive: UIImage {
        get { required("pollVoteCheckmarkInactive") }
        set { self["pollVoteCheckmarkInactive"] = newValue }
    }
    public var threadIcon: UIImage {
        get { required("threadIcon") }
        set { self["threadIcon"] = newValue }
    }
    public var reactionLoveSmall: UIImage {
        get { required("reactionLoveSmall") }
        set { self["reactionLoveSmall"] = newValue }
    }
    public var reactionLoveBig: UIImage {
        get { required("reactionLoveBig") }
        set { self["reactionLoveBig"] = newValue }
    }
    public var reactionLolSmall: UIImage {
        get { required("reactionLolSmall") }
        set { self["reactionLolSmall"] = newValue }
    }
    public var reactionLolBig: UIImage {
        get { required("reactionLolBig") }
        set { self["reactionLolBig"] = newValue }
    }
    public var reactionThumgsUpSmall: UIImage {
        get { required("reactionThumgsUpSmall") }
        set { self["reactionThumgsUpSmall"] = newValue }
    }
    public var reactionThumgsUpBig: UIImage {
        get { required("reactionThumgsUpBig") }
        set { self["reactionThumgsUpBig"] = newValue }
    }
    public var reactionThumgsDownSmall: UIImage {
        get { required("reactionThumgsDownSmall") }
        set { self["reactionThumgsDownSmall"] = newValue }
    }
    public var reactionThumgsDownBig: UIImage {
        get { required("reactionThumgsDownBig") }
        set { self["reactionThumgsDownBig"] = newValue }
    }
    public var reactionWutSmall: UIImage {
        get { required("reactionWutSmall") }
        set { self["reactionWutSmall"] = newValue }
    }
    public var reactionWutBig: UIImage {
        get { required("reactionWutBig") }
        set { self["reactionWutBig"] = newValue }
    }
    public var reactionDetailsShowPicker: UIImage {
        get { required("reactionDetailsShowPicker") }
        set { self["reactionDetailsShowPicker"] = newValue }
    }
    public var messageActionSwipeReply: UIImage {
        get { required("messageActionSwipeReply") }
        set { self["messageActionSwipeReply"] = newValue }
    }
    public var messageActionInlineReply: UIImage {
        get { required("messageActionInlineReply") }
        set { self["messageActionInlineReply"] = newValue }
    }
    public var messageActionThreadReply: UIImage {
        get { required("messageActionThreadReply") }
        set { self["messageActionThreadReply"] = newValue }
    }
    public var messageActionMarkUnread: UIImage {
        get { required("messageActionMarkUnread") }
        set { self["messageActionMarkUnread"] = newValue }
    }
    public var messageActionEdit: UIImage {
        get { required("messageActionEdit") }
        set { self["messageActionEdit"] = newValue }
    }
    public var messageActionCopy: UIImage {
        get { required("messageActionCopy") }
        set { self["messageActionCopy"] = newValue }
    }
    public var messageActionBlockUser: UIImage {
        get { required("messageActionBlockUser") }
        set { self["messageActionBlockUser"] = newValue }
    }
    public var messageActionMuteUser: UIImage {
        get { required("messageActionMuteUser") }
        set { self["messageActionMuteUser"] = newValue }
    }
    public var messageActionDelete: UIImage {
        get { required("messageActionDelete") }
        set { self["messageActionDelete"] = newValue }
    }
    public var messageActionResend: UIImage {
        get { required("messageActionResend") }
        set { self["messageActionResend"] = newValue }
    }
    public var messageActionFlag: UIImage {
        get { required("messageActionFlag") }
        set { self["messageActionFlag"] = newValue }
    }
    public var channelAvatarPlaceholder: UIImage {
        get { required("channelAvatarPlaceholder") }
        set { self["channelAvatarPlaceholder"] = newValue }
    }
    public var camera: UIImage {
        get { required("camera") }
        set { self["camera"] = newValue }
    }
    public var bigPlay: UIImage {
        get { required("bigPlay") }
        set { self["bigPlay"] = newValue }
    }
    public var play: UIImage {
        get { required("play") }
        set { self["play"] = newValue }
    }
    public var pause: UIImage {
        get { required("pause") }
        set { self["pause"] = newValue }
    }
    public var commandBan: UIImage {
        get { required("commandBan") }
        set { self["commandBan"] = newValue }
    }
    public var commandFlag: UIImage {
        get { required("commandFlag") }
        set { self["commandFlag"] = newValue }
    }
    public var commandGiphy: UIImage {
        get { required("commandGiphy") }
        set { self["commandGiphy"] = newValue }
    }
    public var commandImgur: UIImage {
        get { required("commandImgur") }
        set { self["commandImgur"] = newValue }
    }
    public var commandMention: UIImage {
        get { required("commandMention") }
        set { self["commandMention"] = newValue }
    }
    public var commandMute: UIImage {
        get { required("commandMute") }
        set { self["commandMute"] = newValue }
    }
    public var commandUnban: UIImage {
        get { required("commandUnban") }
        set { self["commandUnban"] = newValue }
    }
    public var commandUnmute: UIImage {
        get { required("commandUnmute") }
        set { self["commandUnmute"] = newValue }
    }
    public var commandFallback: UIImage {
        get { required("commandFallback") }
        set { self["commandFallback"] = newValue }
    }
    public var attachmentPickerPhotos: UIImage {
        get { required("attachmentPickerPhotos") }
        set { self["attachmentPickerPhotos"] = newValue }
    }
    public var attachmentPickerFolder: UIImage {
        get { required("attachmentPickerFolder") }
        set { self["attachmentPickerFolder"] = newValue }
    }
    public var attachmentPickerCamera: UIImage {
        get { required("attachmentPickerCamera") }
        set { self["attachmentPickerCamera"] = newValue }
    }
    public var attachmentPickerPolls: UIImage {
        get { required("attachmentPickerPolls") }
        set { self["attachmentPickerPolls"] = newValue }
    }
    public var muted: UIImage {
        get { required("muted") }
        set { self["muted"] = newValue }
    }
    public var searchClose: UIImage {
        get { required("searchClose") }
        set { self["searchClose"] = newValue }
    }
    public var pin: UIImage {
        get { required("pin") }
        set { self["pin"] = newValue }
    }
    public var imagePlaceholder: UIImage {
        get { required("imagePlaceholder") }
        set { self["imagePlaceholder"] = newValue }
    }
    public var personPlaceholder: UIImage {
        get { required("personPlaceholder") }
        set { self["personPlaceholder"] = newValue }
    }
    public var checkmarkFilled: UIImage {
        get { required("checkmarkFilled") }
        set { self["checkmarkFilled"] = newValue }
    }
    public var closeFill: UIImage {
        get { required("closeFill") }
        set { self["closeFill"] = newValue }
    }
    public var videoIndicator: UIImage {
        get { required("videoIndicator") }
        set { self["videoIndicator"] = newValue }
    }
    public var gallery: UIImage {
        get { required("gallery") }
        set { self["gallery"] = newValue }
    }
    public var noContent: UIImage {
        get { required("noContent") }
        set { self["noContent"] = newValue }
    }
    public var noMedia: UIImage {
        get { required("noMedia") }
        set { self["noMedia"] = newValue }
    }
    public var noThreads: UIImage {
        get { required("noThreads") }
        set { self["noThreads"] = newValue }
    }
    public var composerAdd: UIImage {
        get { required("composerAdd") }
        set { self["composerAdd"] = newValue }
    }
    public var composerSend: UIImage {
        get { required("composerSend") }
        set { self["composerSend"] = newValue }
    }
    public var composerMic: UIImage {
        get { required("composerMic") }
        set { self["composerMic"] = newValue }
    }
    public var scrollDownArrow: UIImage {
        get { required("scrollDownArrow") }
        set { self["scrollDownArrow"] = newValue }
    }
    public var messageDeletedIndicator: UIImage {
        get { required("messageDeletedIndicator") }
        set { self["messageDeletedIndicator"] = newValue }
    }
    public var attachmentPlayOverlayIcon: UIImage {
        get { required("attachmentPlayOverlayIcon") }
        set { self["attachmentPlayOverlayIcon"] = newValue }
    }
    public var attachmentLinkIcon: UIImage {
        get { required("attachmentLinkIcon") }
        set { self["attachmentLinkIcon"] = newValue }
    }
    public var attachmentVideoIcon: UIImage {
        get { required("attachmentVideoIcon") }
        set { self["attachmentVideoIcon"] = newValue }
    }
    public var attachmentDocumentIcon: UIImage {
        get { required("attachmentDocumentIcon") }
        set { self["attachmentDocumentIcon"] = newValue }
    }
    public var attachmentVoiceIcon: UIImage {
        get { required("attachmentVoiceIcon") }
        set { self["attachmentVoiceIcon"] = newValue }
    }
    public var attachmentPollIcon: UIImage {
        get { required("attachmentPollIcon") }
        set { self["attachmentPollIcon"] = newValue }
    }
    public var attachmentPhotoIcon: UIImage {
        get { required("attachmentPhotoIcon") }
        set { self["attachmentPhotoIcon"] = newValue }
    }
    public var attachmentCameraIcon: UIImage {
        get { required("attachmentCameraIcon") }
        set { self["attachmentCameraIcon"] = newValue }
    }
    public var attachmentCommandIcon: UIImage {
        get { required("attachmentCommandIcon") }
        set { self["attachmentCommandIcon"] = newValue }
    }
    public var overlayDismissIcon: UIImage {
        get { required("overlayDismissIcon") }
        set { self["overlayDismissIcon"] = newValue }
    }
    public var pollOptionDragIcon: UIImage {
        get { required("pollOptionDragIcon") }
        set { self["pollOptionDragIcon"] = newValue }
    }
    public var commandGiphyIcon: UIImage {
        get { required("commandGiphyIcon") }
        set { self["commandGiphyIcon"] = newValue }
    }
    public var commandMuteIcon: UIImage {
        get { required("commandMuteIcon") }
        set { self["commandMuteIcon"] = newValue }
    }
    public var commandUnmuteIcon: UIImage {
        get { required("commandUnmuteIcon") }
        set { self["commandUnmuteIcon"] = newValue }
    }
    public var commandsBolt: UIImage {
        get { required("commandsBolt") }
        set { self["commandsBolt"] = newValue }
    }
    public var commandsDismissIcon: UIImage {
        get { required("commandsDismissIcon") }
        set { self["commandsDismissIcon"] = newValue }
    }
    public var selectionBadgeIcon: UIImage {
        get { required("selectionBadgeIcon") }
        set { self["selectionBadgeIcon"] = newValue }
    }
    public var videoMediaIcon: UIImage {
        get { required("videoMediaIcon") }
        set { self["videoMediaIcon"] = newValue }
    }
    public var audioMediaIcon: UIImage {
        get { required("audioMediaIcon") }
        set { self["audioMediaIcon"] = newValue }
    }
    public var annotationThread: UIImage {
        get { required("annotationThread") }
        set { self["annotationThread"] = newValue }
    }
    public var annotationReminder: UIImage {
        get { required("annotationReminder") }
        set { self["annotationReminder"] = newValue }
    }
    public var annotationTranslation: UIImage {
        get { required("annotationTranslation") }
        set { self["annotationTranslation"] = newValue }
    }
    public var iconPdf: UIImage {
        get { required("iconPdf") }
        set { self["iconPdf"] = newValue }
    }
    public var iconDoc: UIImage {
        get { required("iconDoc") }
        set { self["iconDoc"] = newValue }
    }
    public var iconPpt: UIImage {
        get { required("iconPpt") }
        set { self["iconPpt"] = newValue }
    }
    public var iconXls: UIImage {
        get { required("iconXls") }
        set { self["iconXls"] = newValue }
    }
    public var iconMp3: UIImage {
        get { required("iconMp3") }
        set { self["iconMp3"] = newValue }
    }
    public var iconMp4: UIImage {
        get { required("iconMp4") }
        set { self["iconMp4"] = newValue }
    }
    public var iconHtml: UIImage {
        get { required("iconHtml") }
        set { self["iconHtml"] = newValue }
    }
    public var iconZip: UIImage {
        get { required("iconZip") }
        set { self["iconZip"] = newValue }
    }
    public var iconOther: UIImage {
        get { required("iconOther") }
        set { self["iconOther"] = newValue }
    }

    // MARK: The SDK's tables of images and emoji (each replaceable as a whole, as in the SDK)

    private var _defaultReactions: [MessageReactionType: ChatMessageReactionAppearanceType]?
    /// The reaction types the views show, with their icons (drawn: a message's reactions bubble reads the small
    /// icons).
    public var defaultReactions: [MessageReactionType: ChatMessageReactionAppearanceType] {
        get {
            _defaultReactions ?? [
                "love": ChatMessageReactionAppearance(smallIcon: reactionLoveSmall, largeIcon: reactionLoveBig),
                "haha": ChatMessageReactionAppearance(smallIcon: reactionLolSmall, largeIcon: reactionLolBig),
                "like": ChatMessageReactionAppearance(smallIcon: reactionThumgsUpSmall, largeIcon: reactionThumgsUpBig),
                "sad": ChatMessageReactionAppearance(
                    smallIcon: reactionThumgsDownSmall, largeIcon: reactionThumgsDownBig),
                "wow": ChatMessageReactionAppearance(smallIcon: reactionWutSmall, largeIcon: reactionWutBig)
            ]
        }
        set { _defaultReactions = newValue }
    }

    private var _availableReactionPushEmojis: [MessageReactionType: String]?
    /// The emoji a reaction's push notification shows (inert in a picture).
    public var availableReactionPushEmojis: [MessageReactionType: String] {
        get { _availableReactionPushEmojis ?? Self.reactionEmojis }
        set { _availableReactionPushEmojis = newValue }
    }

    private var _availableMessagesReactionEmojis: [MessageReactionType: String]?
    /// The emoji of each reaction type.
    public var availableMessagesReactionEmojis: [MessageReactionType: String] {
        get { _availableMessagesReactionEmojis ?? Self.reactionEmojis }
        set { _availableMessagesReactionEmojis = newValue }
    }

    private static let reactionEmojis: [MessageReactionType: String] = [
        "love": "\u{2764}\u{FE0F}", "haha": "\u{1F602}", "like": "\u{1F44D}", "sad": "\u{1F44E}",
        "wow": "\u{1F62E}"
    ]

    /// The emoji picker's emoji (chatshot draws no emoji picker: empty unless an app sets it).
    public var availableEmojis: [[String: String]] = []

    private var _fileIcons: [AttachmentFileType: UIImage]?
    /// The icon of each file type.
    public var fileIcons: [AttachmentFileType: UIImage] {
        get {
            _fileIcons
                ?? Dictionary(
                    uniqueKeysWithValues: AttachmentFileType.allCases.compactMap { type in
                        Images.builtIn(named: "file-" + type.rawValue).map { (type, $0) }
                    })
        }
        set { _fileIcons = newValue }
    }

    private var _fileAttachmentActionIcons: [LocalAttachmentState?: UIImage]?
    /// The action icon of a file row by its upload state.
    public var fileAttachmentActionIcons: [LocalAttachmentState?: UIImage] {
        get { _fileAttachmentActionIcons ?? [.uploadingFailed: restart, nil: folder] }
        set { _fileAttachmentActionIcons = newValue }
    }

    private var _fileAttachmentDownloadActionIcons: [LocalAttachmentDownloadState?: UIImage]?
    /// The action icon of a file row by its download state.
    public var fileAttachmentDownloadActionIcons: [LocalAttachmentDownloadState?: UIImage] {
        get {
            _fileAttachmentDownloadActionIcons ?? [.downloaded: share, .downloadingFailed: download, nil: download]
        }
        set { _fileAttachmentDownloadActionIcons = newValue }
    }

    private var _commandIcons: [String: UIImage]?
    /// The icon of each command by its name.
    public var commandIcons: [String: UIImage] {
        get {
            _commandIcons ?? [
                "ban": commandBan, "flag": commandFlag, "giphy": commandGiphy, "imgur": commandImgur,
                "mention": commandMention, "mute": commandMute, "unban": commandUnban, "unmute": commandUnmute
            ]
        }
        set { _commandIcons = newValue }
    }

    private var _fileIconPreviews: [String: UIImage]?
    /// The icon of a file by its extension (lowercased, no dot).
    public var fileIconPreviews: [String: UIImage] {
        get {
            _fileIconPreviews ?? [
                "pdf": iconPdf, "doc": iconDoc, "docx": iconDoc, "txt": iconDoc, "rtf": iconDoc, "md": iconDoc,
                "xls": iconXls, "xlsx": iconXls, "csv": iconXls, "ppt": iconPpt, "pptx": iconPpt, "mp3": iconMp3,
                "wav": iconMp3, "m4a": iconMp3, "mp4": iconMp4, "mov": iconMp4, "html": iconHtml, "htm": iconHtml,
                "zip": iconZip, "rar": iconZip, "7z": iconZip
            ]
        }
        set { _fileIconPreviews = newValue }
    }
}
