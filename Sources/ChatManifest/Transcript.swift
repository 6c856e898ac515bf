import ChatCanvas
import Foundation
import StreamChat
import StreamChatUI

/// A decoded transcript: one channel (a channel query response), a channel list (a query-channels response) or a
/// thread list (a query-threads response), seen by the current user, with the composer's draft.
package struct Transcript: @unchecked Sendable {
    /// The file as the user named it.
    package var path: String
    /// The absolute folder of the transcript; relative image paths were resolved against it.
    package var baseDirectory: String
    /// The channel of a channel transcript; nil for a channel list.
    package var channel: ChatChannel?
    /// Every channel: the channel list, or the one channel.
    package var channels: [ChatChannel]
    package var isChannelList: Bool
    package var currentUser: ChatUser
    /// The composer's content (extension key `composer`); nil: the default, empty composer.
    package var composer: ComposerDraft?
    /// Local images the transcript refers to, decoded once: absolute path → image.
    package var images: [String: Image]
    /// The newest `created_at` of any message (the default "now").
    package var newestMessageDate: Date?
    /// Images that could not be loaded and draw the placeholder (with `placeholdersForMissingImages`).
    package var warnings: [String] = []
    /// A list's state (extension key `state` of a channel list or thread list): loaded, loading or failed.
    package var listState: ListLoadingState = .loaded
    /// A thread list (a query-threads response, `{threads: […]}`): its threads, in the transcript's order.
    package var isThreadList = false
    package var threads: [ChatThread] = []
    /// New threads not yet in the list (extension key `new_threads_count`): the "N new threads" banner.
    package var newThreadsCount = 0

    /// Every message of every channel, oldest first per channel.
    package var allMessages: [ChatMessage] { channels.flatMap(\.messages) }
}

/// Decodes Stream channel JSON (or the same structure in YAML) into StreamChat models.
package enum TranscriptLoader {
    /// Keys of Stream's channel state response (`ChannelStateResponse`), all accepted.
    static let channelStateKeys = [
        "channel", "members", "messages", "read", "watcher_count", "watchers", "pinned_messages",
        "membership", "pending_messages", "threads", "duration", "hidden", "hide_messages_before",
        "push_preferences", "draft", "active_live_locations", "deleted_messages"
    ]
    /// Fields of a channel state with content chatshot does not draw: each present one is a warning.
    static let undrawnStateKeys = ["draft", "active_live_locations", "pending_messages"]
    /// Fields of a message with content chatshot does not draw: each present one is a warning.
    static let undrawnMessageKeys = ["shared_location", "reminder", "draft"]
    /// chatshot's extension keys.
    static let extensionKeys = [
        "current_user_id", "typing_users", "composer", "muted_users", "blocked_users", "message_order"
    ]
    static let listKeys = ["channels", "duration", "current_user_id", "state"]
    /// A query-threads response and chatshot's extension keys for it.
    static let threadListKeys = ["threads", "duration", "next", "prev", "current_user_id", "state", "new_threads_count"]

    /// Loads a transcript file. `currentUserId` (from `--current-user`) wins over the transcript's `current_user_id`.
    /// `loadImages`: decode local image files now (a missing or corrupt one is an error with its position).
    /// `placeholdersForMissingImages`: a missing or corrupt local image draws the placeholder and adds a warning
    /// instead of failing.
    package static func load(
        path: String, currentUserId: String?, loadImages: Bool = true,
        placeholdersForMissingImages: Bool = false
    ) throws -> Transcript {
        let text = try SourceParser.readText(path: path, kind: .transcript)
        let base = PathUtil.absoluteDirectory(ofFile: path)
        return try decode(
            text: text, file: path, baseDirectory: base, currentUserId: currentUserId, loadImages: loadImages,
            placeholdersForMissingImages: placeholdersForMissingImages)
    }

    /// Decodes transcript text; `file` names it in errors; relative paths resolve against `baseDirectory`.
    package static func decode(
        text: String, file: String, baseDirectory: String, currentUserId: String?,
        loadImages: Bool = true, placeholdersForMissingImages: Bool = false
    ) throws -> Transcript {
        guard let root = try SourceParser.parse(text, file: file, kind: .transcript) else {
            throw TranscriptError(
                location: SourceLocation(file: file), keyPath: "",
                message: "empty transcript; expected a channel (channel, members, messages, read) or {channels: […]}")
        }
        var decoder = TranscriptDecoder(file: file, baseDirectory: baseDirectory, loadImages: loadImages)
        decoder.placeholdersForMissingImages = placeholdersForMissingImages
        return try decoder.decode(root: NodeReader(root), currentUserIdOverride: currentUserId)
    }
}

enum PathUtil {
    /// Lexically normalises `a/./b/../c` → `a/c` (keeps a leading `..` of relative paths).
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [String] = []
        for p in path.split(separator: "/", omittingEmptySubsequences: true) {
            if p == "." { continue }
            if p == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if p == "..", absolute { continue }
            parts.append(String(p))
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(FileManager.default.currentDirectoryPath + "/" + path)
    }

    static func absoluteDirectory(ofFile path: String) -> String {
        let abs = absolute(path)
        guard let slash = abs.lastIndex(of: "/") else { return "/" }
        let dir = String(abs[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// `path` relative to the folder of `file`, as a display path (keeps relative paths relative).
    static func sibling(_ path: String, ofFile file: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        guard let slash = file.lastIndex(of: "/") else { return normalize(path) }
        return normalize(String(file[...slash]) + path)
    }

    /// A transcript's image reference: remote URLs stay as they are, `file:` URLs become paths, local paths become
    /// absolute (relative to `base`). Returns the value and whether it is a local file.
    static func resolveImage(_ value: String, base: String) -> (String, isLocal: Bool) {
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("data:") {
            return (value, false)
        }
        if lower.hasPrefix("file:") {
            // file:///abs/path, file:/abs/path, or file:relative/path (relative to the transcript).
            var rest = String(value.dropFirst(5))
            if rest.hasPrefix("//") {
                rest.removeFirst(2)
                // file://host/path: drop an authority such as localhost.
                if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }
            }
            return (absoluteTo(base, rest.removingPercentEncoding ?? rest), true)
        }
        // Any other scheme (`ftp://…`) is remote.
        if let colon = value.firstIndex(of: ":"), value[colon...].hasPrefix("://") { return (value, false) }
        return (absoluteTo(base, value), true)
    }

    static func absoluteTo(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
    }
}
