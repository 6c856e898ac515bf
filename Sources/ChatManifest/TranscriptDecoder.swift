import ChatCanvas
import Foundation
import StreamChat
import StreamChatUI

/// The decoding pass over one transcript tree.
struct TranscriptDecoder {
    let file: String
    let baseDirectory: String
    let loadImages: Bool
    /// Draw the placeholder (with a warning) for a missing or corrupt local image instead of failing.
    var placeholdersForMissingImages = false
    /// Problems passed over because of `placeholdersForMissingImages`, one line each.
    private(set) var warnings: [String] = []
    /// The user of the first `membership` (Stream's field for the current user's own membership).
    private var membershipUserId: String?
    /// The message being decoded, to name it in image errors.
    private var currentMessageId: String?

    /// Users by id, merged from every place they appear (members, reads, messages, watchers).
    private var users: [String: ChatUser] = [:]
    private var userOrder: [String] = []
    private(set) var images: [String: Image] = [:]

    init(file: String, baseDirectory: String, loadImages: Bool) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.loadImages = loadImages
    }

    /// A channel as read from the tree, before users are enriched and derived fields are set.
    private struct RawChannel {
        var channel: ChatChannel
        var typingUserReaders: [NodeReader]
        var quotedIds: [(message: ChatMessage, id: String, reader: NodeReader)]
        var ownReactions: [String: [ChatMessageReaction]]
    }

    mutating func decode(root: NodeReader, currentUserIdOverride: String?) throws -> Transcript {
        let top = try root.object()
        let isList = top.has("channels")
        // A query-threads response: `threads` without a channel of its own.
        let isThreadList =
            !isList && top.has("threads") && !["channel", "messages", "members", "read"].contains(where: top.has)
        if isThreadList {
            try top.rejectUnknownKeys(
                allowed: TranscriptLoader.threadListKeys, what: "top-level key of a thread list",
                suggestFrom: TranscriptLoader.threadListKeys)
        } else if isList {
            try top.rejectUnknownKeys(
                allowed: TranscriptLoader.listKeys, what: "top-level key of a channel list",
                suggestFrom: TranscriptLoader.listKeys)
        } else {
            let allowed = TranscriptLoader.channelStateKeys + TranscriptLoader.extensionKeys
            try top.rejectUnknownKeys(allowed: allowed, what: "top-level key", suggestFrom: allowed)
        }

        // The current user's id: `--current-user`, else `current_user_id`, else the user of Stream's `membership`
        // (the current user's own membership), read below.
        var currentUserId: String?
        var currentUserReader: NodeReader?
        if let override = currentUserIdOverride {
            guard !override.isEmpty else {
                throw TranscriptError(
                    location: SourceLocation(file: "--current-user"), keyPath: "", message: "expected a user id")
            }
            currentUserId = override
        } else if let r = top.optional("current_user_id") {
            currentUserId = try r.nonEmptyString()
            currentUserReader = r
        }

        var raws: [RawChannel] = []
        var threadFields: [ThreadFields] = []
        if isThreadList {
            // Each thread is read as a channel state of its own: its channel, its read states, and as messages the
            // parent and the latest replies (so users are merged and fields derived as for any channel).
            for item in try top.required("threads", "a list of threads").array() {
                let (raw, fields) = try decodeThread(try item.object())
                raws.append(raw)
                threadFields.append(fields)
            }
        } else if isList {
            let list = try top.required("channels", "a list of channels").array()
            for item in list {
                let obj = try item.object()
                raws.append(try decodeChannelState(obj, isTopLevel: false))
            }
        } else {
            raws.append(try decodeChannelState(top, isTopLevel: true))
        }

        guard let currentUserId = currentUserId ?? membershipUserId else {
            throw TranscriptError(
                location: SourceLocation(file: file), keyPath: "",
                message: "no current user: pass --current-user or set current_user_id")
        }
        // A current user who appears nowhere (a phone whose owner has not written yet) is just the id; an id close
        // to a known one is probably a typo.
        if users[currentUserId] == nil, let close = Suggestions.closest(to: currentUserId, in: userOrder) {
            let message =
                "no user \"\(currentUserId)\" among the transcript's members, readers and authors; did you mean \"\(close)\"?"
            warnings.append(currentUserReader.map { "\($0.error(message))" } ?? "--current-user: \(message)")
        }
        let currentUser = users[currentUserId] ?? ChatUser(id: currentUserId)

        // Enrich users, resolve references, derive per-message fields.
        var channels: [ChatChannel] = []
        var allById: [String: ChatMessage] = [:]
        for raw in raws { for m in raw.channel.messages where allById[m.id] == nil { allById[m.id] = m } }
        var newest: Date?
        for raw in raws {
            var channel = raw.channel
            channel.members = channel.members.map(enriched)
            channel.reads = channel.reads.map {
                var r = $0
                r.user = enriched(r.user)
                return r
            }
            for r in raw.quotedIds {
                guard let quoted = allById[r.id] else {
                    throw r.reader.error(
                        "no message with id \"\(r.id)\" in the transcript"
                            + Suggestions.hint(for: r.id, in: Array(allById.keys).sorted(), listIfShort: false))
                }
                r.message.quotedMessage = quoted
            }
            var typing: [ChatUser] = []
            for r in raw.typingUserReaders {
                let id = try r.nonEmptyString()
                guard let u = users[id] else {
                    throw r.error(
                        "no user \"\(id)\" in the transcript"
                            + Suggestions.hint(for: id, in: userOrder, listIfShort: false))
                }
                typing.append(u)
            }
            channel.typingUsers = typing
            var visited = Set<ObjectIdentifier>()
            for message in channel.messages {
                message.cid = channel.cid
                derive(
                    message, currentUserId: currentUserId, reads: channel.reads,
                    own: raw.ownReactions, visited: &visited)
                if newest == nil || message.createdAt > newest! { newest = message.createdAt }
            }
            if let read = channel.reads.first(where: { $0.user.id == currentUserId }) {
                channel.unreadCount = ChannelUnreadCount(messages: read.unreadMessagesCount)
            }
            if var membership = channel.membership, membership.user.id == currentUserId {
                membership.user = enriched(membership.user)
                channel.membership = membership
            } else if let me = channel.members.first(where: { $0.id == currentUserId }) {
                channel.membership = ChatChannelMember(user: me, memberCreatedAt: channel.createdAt)
            } else {
                channel.membership = nil
            }
            channels.append(channel)
        }

        var composer: ComposerDraft?
        if !isList, let c = top.optional("composer") {
            composer = try decodeComposer(c, messages: allById, channel: channels[0])
            var visited = Set<ObjectIdentifier>()
            for m in [composer?.quotingMessage, composer?.editingMessage].compactMap({ $0 }) {
                derive(
                    m, currentUserId: currentUserId, reads: channels[0].reads, own: raws[0].ownReactions,
                    visited: &visited)
            }
        }

        // chatshot extension: whom the current user muted or blocked (the long-press menu's Unmute / Unblock User).
        var me = enriched(currentUser)
        if let m = top.optional("muted_users") { me.mutedUserIds = Set(try m.array().map { try decodeUser($0).id }) }
        if let b = top.optional("blocked_users") {
            me.blockedUserIds = Set(try b.array().map { try decodeUser($0).id })
        }
        var transcript = Transcript(
            path: file, baseDirectory: baseDirectory, channel: isList || isThreadList ? nil : channels.first,
            channels: channels, isChannelList: isList, currentUser: me,
            composer: composer, images: images, newestMessageDate: newest, warnings: warnings)
        if isList || isThreadList { transcript.listState = try listState(top) }
        if isThreadList {
            transcript.isThreadList = true
            transcript.threads = zip(channels, threadFields).map { channel, f in
                let parent = channel.messages.first { $0.id == f.parentId }!
                var thread = ChatThread(
                    parentMessage: parent, channel: channel, title: f.title,
                    latestReplies: channel.messages.filter { $0 !== parent }, reads: channel.reads,
                    replyCount: f.replyCount, participants: f.participants.map(enriched),
                    lastMessageAt: f.lastMessageAt ?? channel.messages.last?.createdAt)
                thread.channel.messages = []
                return thread
            }
            transcript.newThreadsCount = try top.optional("new_threads_count")?.int(minimum: 0) ?? 0
        }
        return transcript
    }

    /// The extension key `message_order`: `time` (the default: oldest first) or `listed` (as the transcript lists
    /// them, oldest first).
    private func messageOrderIsListed(_ top: ObjectReader) throws -> Bool {
        guard let r = top.optional("message_order") else { return false }
        let s = try r.nonEmptyString()
        guard ["time", "listed"].contains(s) else {
            throw r.error(
                "unknown value \(r.node.shortDescription), expected time or listed"
                    + Suggestions.hint(for: s, in: ["time", "listed"]))
        }
        return s == "listed"
    }

    /// The extension key `state` of a list: `loading` or `error` (absent: loaded).
    private func listState(_ top: ObjectReader) throws -> ListLoadingState {
        guard let r = top.optional("state") else { return .loaded }
        let s = try r.nonEmptyString()
        guard let state = ListLoadingState(rawValue: s) else {
            let names = ListLoadingState.allCases.map(\.rawValue)
            throw r.error("unknown list state \(r.node.shortDescription)" + Suggestions.hint(for: s, in: names))
        }
        return state
    }

    // MARK: - Threads

    /// What a thread has beyond its channel state.
    private struct ThreadFields {
        var parentId: String
        var title: String?
        var replyCount: Int
        var participants: [ChatUser]
        var lastMessageAt: Date?
    }

    /// One thread of a query-threads response (`ThreadStateResponse`): `channel` (or `channel_cid`), `parent_message`,
    /// `latest_replies`, `read`, `thread_participants`, `reply_count`, `title`, `last_message_at`; other fields are
    /// accepted and ignored.
    private mutating func decodeThread(_ o: ObjectReader) throws -> (RawChannel, ThreadFields) {
        var raw = try decodeChannelState(o, isTopLevel: false)
        if o.optional("channel") == nil, let cid = o.optional("channel_cid") {
            raw.channel.cid = ChannelId(rawValue: try cid.nonEmptyString())
        }
        let parentReader = try o.required("parent_message", "the thread's parent message")
        let parent = try decodeMessage(parentReader, raw: &raw)
        var messages = [parent]
        if let list = o.optional("latest_replies") {
            for item in try list.array() {
                let reply = try decodeMessage(item, raw: &raw)
                if reply.parentMessageId == nil { reply.parentMessageId = parent.id }
                messages.append(reply)
            }
        }
        raw.channel.messages = messages.enumerated().sorted {
            $0.element.createdAt != $1.element.createdAt
                ? $0.element.createdAt < $1.element.createdAt : $0.offset < $1.offset
        }.map(\.element)
        var fields = ThreadFields(
            parentId: parent.id, replyCount: max(parent.replyCount, messages.count - 1), participants: [])
        if let t = o.optional("title") { fields.title = try t.string() }
        if let rc = o.optional("reply_count") { fields.replyCount = try rc.int(minimum: 0) }
        if let lm = o.optional("last_message_at") { fields.lastMessageAt = try lm.date() }
        if let tp = o.optional("thread_participants") {
            fields.participants = try tp.array().compactMap { try userOf(try $0.object(), required: false) }
        }
        return (raw, fields)
    }

    // MARK: - Derived fields

    private func derive(
        _ message: ChatMessage, currentUserId: String, reads: [ChatChannelRead],
        own: [String: [ChatMessageReaction]], visited: inout Set<ObjectIdentifier>
    ) {
        guard visited.insert(ObjectIdentifier(message)).inserted else { return }
        message.author = enriched(message.author)
        message.mentionedUsers = message.mentionedUsers.map(enriched)
        message.threadParticipants = message.threadParticipants.map(enriched)
        message.latestReactions = message.latestReactions.map {
            var r = $0
            r.author = enriched(r.author)
            return r
        }
        message.isSentByCurrentUser = message.author.id == currentUserId
        // The current user's reactions: own_reactions (those of the current user, or without a user), then latest_reactions.
        var mine: [ChatMessageReaction] = []
        for r in own[message.id] ?? [] where r.author.id == currentUserId || r.author.id.isEmpty {
            var r = r
            r.author = enriched(users[currentUserId] ?? r.author)
            mine.append(r)
        }
        for r in message.latestReactions
        where r.author.id == currentUserId && !mine.contains(where: { $0.type == r.type }) {
            mine.append(r)
        }
        message.currentUserReactions = mine
        message.readByCount =
            reads.filter { $0.user.id != message.author.id && $0.lastReadAt >= message.createdAt }.count
        if var poll = message.poll {
            poll.createdBy = poll.createdBy.map(enriched)
            poll.ownVotes = poll.ownVotes.map {
                var v = $0
                v.user = v.user.map(enriched)
                return v
            }
            poll.options = poll.options.map { o in
                var o = o
                o.latestVotes = o.latestVotes.map {
                    var v = $0
                    v.user = v.user.map(enriched)
                    return v
                }
                return o
            }
            message.poll = poll
        }
        if let q = message.quotedMessage {
            derive(q, currentUserId: currentUserId, reads: reads, own: own, visited: &visited)
        }
    }

    // MARK: - Users

    private mutating func register(_ user: ChatUser) {
        if var existing = users[user.id] {
            if existing.name == nil { existing.name = user.name }
            if existing.imageURL == nil { existing.imageURL = user.imageURL }
            if !existing.isOnline { existing.isOnline = user.isOnline }
            if existing.lastActiveAt == nil { existing.lastActiveAt = user.lastActiveAt }
            if existing.language == nil { existing.language = user.language }
            users[user.id] = existing
        } else {
            users[user.id] = user
            userOrder.append(user.id)
        }
    }

    /// The user with every field any mention of it provided (the object's own values win).
    private func enriched(_ user: ChatUser) -> ChatUser {
        guard let known = users[user.id] else { return user }
        var u = user
        if u.name == nil { u.name = known.name }
        if u.imageURL == nil { u.imageURL = known.imageURL }
        if !u.isOnline { u.isOnline = known.isOnline }
        if u.lastActiveAt == nil { u.lastActiveAt = known.lastActiveAt }
        if u.language == nil { u.language = known.language }
        return u
    }

    /// The keys of a user object Stream's SDK reads into fields; the others are the user's `extraData`.
    static let userKeys: Set<String> = [
        "id", "name", "image", "online", "last_active", "language", "role", "teams", "teams_role", "created_at",
        "updated_at", "deactivated_at", "banned", "last_engaged_at", "mutes", "blocked_user_ids", "devices",
        "channel_mutes", "unread_count", "total_unread_count", "unread_channels", "unread_threads", "invisible",
        "privacy_settings", "avg_response_time", "push_preferences"
    ]
    /// The keys of a channel object Stream's SDK reads into fields; the others are the channel's `extraData`.
    static let channelKeys: Set<String> = [
        "id", "type", "cid", "name", "image", "member_count", "config", "created_at", "updated_at", "deleted_at",
        "last_message_at", "muted", "cooldown", "frozen", "own_capabilities", "members", "created_by", "disabled",
        "hidden", "team", "truncated_at", "truncated_by", "auto_translation_enabled", "auto_translation_language",
        "blocked", "filter_tags", "message_count"
    ]

    /// The keys of a message object Stream's SDK reads into fields (and chatshot's own, `local_state`); the others
    /// are the message's `extraData`.
    static let messageKeys: Set<String> = [
        "id", "cid", "channel_cid", "text", "html", "type", "user", "user_id", "command", "args", "attachments",
        "created_at", "updated_at", "deleted_at", "message_text_updated_at", "parent_id", "show_in_channel",
        "quoted_message_id", "quoted_message", "parent_message", "mentioned_users", "thread_participants",
        "reply_count", "deleted_reply_count", "latest_reactions", "own_reactions", "reaction_scores",
        "reaction_counts", "reaction_groups", "silent", "shadowed", "pinned", "pinned_by", "pinned_at", "pin_expires",
        "image_labels", "moderation", "moderation_details", "poll", "poll_id", "skip_enrich_url",
        "restricted_visibility", "shared_location", "reminder", "remind_at", "draft", "deleted_for_me", "i18n",
        "mml", "before_message_send_failed", "created_by_campaign_id", "member", "channel", "local_state", "action"
    ]

    /// The entries of `o` whose keys are not in `known`, as JSON values: what Stream's SDK keeps as `extraData`.
    static func extraData(_ o: ObjectReader, known: Set<String>) -> [String: RawJSON] {
        var extra: [String: RawJSON] = [:]
        for (key, value, _) in o.children where !known.contains(key) { extra[key] = rawJSON(value.node) }
        return extra
    }

    /// A parsed value as JSON: quoted scalars are strings; plain ones are booleans, numbers or strings.
    static func rawJSON(_ node: TreeNode) -> RawJSON {
        switch node.value {
        case .null: return .nil
        case .scalar(let s, let quoted):
            if quoted { return .string(s) }
            if s == "true" { return .bool(true) }
            if s == "false" { return .bool(false) }
            if s == "null" || s == "~" { return .nil }
            if let d = Double(s) { return .number(d) }
            return .string(s)
        case .mapping(let entries):
            return .dictionary(Dictionary(entries.map { ($0.key, rawJSON($0.value)) }, uniquingKeysWith: { $1 }))
        case .sequence(let items):
            return .array(items.map { rawJSON($0) })
        }
    }

    private mutating func decodeUser(_ r: NodeReader) throws -> ChatUser {
        // A bare id is accepted where a user object is expected (`mentioned_users: [alice]`).
        if r.isScalar {
            let id = try r.nonEmptyString()
            let u = users[id] ?? ChatUser(id: id)
            register(u)
            return u
        }
        let o = try r.object()
        let id = try o.required("id", "a user id").nonEmptyString()
        var user = ChatUser(id: id)
        if let n = o.optional("name") { user.name = try n.string() }
        if let i = o.optional("image") { user.imageURL = TranscriptReference.url(try imageReference(i)) }
        if let on = o.optional("online") { user.isOnline = try on.bool() }
        if let la = o.optional("last_active") { user.lastActiveAt = try la.date() }
        if let lang = o.optional("language") { user.language = try lang.string() }
        user.extraData = Self.extraData(o, known: Self.userKeys)
        register(user)
        return user
    }

    /// A `user` object or a `user_id` string in an object (members, reads, reactions).
    private mutating func userOf(_ o: ObjectReader, required: Bool) throws -> ChatUser? {
        if let u = o.optional("user") { return try decodeUser(u) }
        if let id = o.optional("user_id") {
            let s = try id.nonEmptyString()
            let u = users[s] ?? ChatUser(id: s)
            register(u)
            return u
        }
        if required {
            throw TranscriptError(
                location: o.location, keyPath: o.keyPath, message: "expected a user (user: {id: …}) or a user_id")
        }
        return nil
    }

    // MARK: - Images

    /// A local file that must exist (not decoded); remote URLs pass through.
    private func fileReference(_ r: NodeReader) throws -> String? {
        let s = try r.string()
        if s.isEmpty { return nil }
        let (value, isLocal) = PathUtil.resolveImage(s, base: baseDirectory)
        guard isLocal else { return value }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDir), !isDir.boolValue else {
            throw r.error("no such file: \(value)")
        }
        return value
    }

    private mutating func imageReference(_ r: NodeReader) throws -> String? {
        let s = try r.string()
        if s.isEmpty { return nil }
        let (value, isLocal) = PathUtil.resolveImage(s, base: baseDirectory)
        guard isLocal else { return value }
        // Noted even when missing: with placeholders, a file that appears later changes the picture.
        FileReads.note(value)
        let owner = currentMessageId.map { " (message \"\($0)\")" } ?? ""
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDir), !isDir.boolValue else {
            return try missingImage(r, "no such image file: \(value)\(owner)", value)
        }
        if loadImages, images[value] == nil {
            do {
                images[value] = try ImageFileCache.image(atPath: value)
            } catch let e as ImageError {
                return try missingImage(r, "cannot decode image \(value)\(owner): \(e.reason)", value)
            } catch {
                return try missingImage(r, "cannot decode image \(value)\(owner): \(error)", value)
            }
        }
        return value
    }

    /// An image that cannot be drawn: an error, or (when asked) a warning and the placeholder.
    private mutating func missingImage(_ r: NodeReader, _ message: String, _ value: String) throws -> String? {
        guard placeholdersForMissingImages else { throw r.error(message) }
        warnings.append("\(r.error(message)); drawing the placeholder")
        return value
    }

    // MARK: - Channels

    private mutating func decodeChannelState(_ top: ObjectReader, isTopLevel: Bool) throws -> RawChannel {
        var channel = ChatChannel(cid: "messaging:transcript")
        var declaredMemberCount: Int?
        var channelMembers: NodeReader?
        if let c = top.optional("channel") {
            let o = try c.object()
            if let cid = o.optional("cid") {
                channel.cid = ChannelId(rawValue: try cid.nonEmptyString())
            } else if let id = o.optional("id") {
                let type = try o.optional("type")?.string() ?? "messaging"
                channel.cid = ChannelId(rawValue: "\(type):\(try id.string())")
            }
            if let n = o.optional("name") { channel.name = try n.string() }
            if let i = o.optional("image") { channel.imageURL = TranscriptReference.url(try imageReference(i)) }
            if let mc = o.optional("member_count") { declaredMemberCount = try mc.int(minimum: 0) }
            if let cfg = o.optional("config") { channel.config = try decodeConfig(cfg) }
            if let ca = o.optional("created_at") { channel.createdAt = try ca.date() }
            if let lm = o.optional("last_message_at") { channel.lastMessageAt = try lm.date() }
            if let mu = o.optional("muted") { channel.isMuted = try mu.bool() }
            if let cd = o.optional("cooldown") { channel.cooldownDuration = try cd.int(minimum: 0) }
            if let fr = o.optional("frozen") { channel.isFrozen = try fr.bool() }
            if let oc = o.optional("own_capabilities") {
                channel.ownCapabilities = Set(try oc.array().map { try $0.nonEmptyString() })
            }
            channelMembers = o.optional("members")
            channel.extraData = Self.extraData(o, known: Self.channelKeys)
        }
        if let wc = top.optional("watcher_count") { channel.watcherCount = try wc.int(minimum: 0) }
        if let w = top.optional("watchers") { for u in try w.array() { _ = try decodeUser(u) } }

        // Members: the state's `members`, else `channel.members`.
        if let m = top.optional("members") ?? channelMembers {
            var members: [ChatUser] = []
            for item in try m.array() {
                let o = try item.object()
                guard let u = try userOf(o, required: true) else { continue }
                if !members.contains(where: { $0.id == u.id }) { members.append(u) }
            }
            channel.members = members
        }
        if let mem = top.optional("membership") {
            let o = try mem.object()
            if let u = try userOf(o, required: false) {
                membershipUserId = membershipUserId ?? u.id
                // The SDK's `ChatChannel.membership`: the current user's member, with Stream's membership fields.
                let created = try o.optional("created_at").flatMap { $0.isNull ? nil : try $0.date() }
                let updated = try o.optional("updated_at").flatMap { $0.isNull ? nil : try $0.date() }
                channel.membership = ChatChannelMember(
                    user: u,
                    memberRole: MemberRole(rawValue: try o.optional("channel_role")?.nonEmptyString() ?? "member"),
                    memberCreatedAt: created ?? channel.createdAt, memberUpdatedAt: updated,
                    isBannedFromChannel: try o.optional("banned")?.bool() ?? false)
            }
            // The current user pinned the channel (the SDK's `isPinned`: `membership.pinned_at` set).
            if let p = o.optional("pinned_at"), !p.isNull {
                _ = try p.date()
                channel.isPinned = true
            }
        }
        for key in TranscriptLoader.undrawnStateKeys { warnUndrawn(top.optional(key)) }
        channel.memberCount = declaredMemberCount ?? channel.members.count

        // Reads.
        if let rd = top.optional("read") {
            var reads: [ChatChannelRead] = []
            for item in try rd.array() {
                let o = try item.object()
                guard let u = try userOf(o, required: true) else { continue }
                let lastRead = try o.required("last_read", "an ISO 8601 date").date()
                let unread = try o.optional("unread_messages")?.int(minimum: 0) ?? 0
                let lastId = try o.optional("last_read_message_id")?.string()
                let delivered = try o.optional("last_delivered_at").flatMap { $0.isNull ? nil : try $0.date() }
                let deliveredId = try o.optional("last_delivered_message_id")?.string()
                reads.append(
                    ChatChannelRead(
                        user: u, lastReadAt: lastRead, unreadMessagesCount: unread, lastReadMessageId: lastId,
                        lastDeliveredAt: delivered, lastDeliveredMessageId: deliveredId))
            }
            channel.reads = reads
        }

        // Messages: the channel's and, with parent_id, thread replies. (`pinned_messages` may come from anywhere in
        // the history, so they are not part of the list.)
        var raw = RawChannel(channel: channel, typingUserReaders: [], quotedIds: [], ownReactions: [:])
        var messages: [ChatMessage] = []
        var seenIds: [String: NodeReader] = [:]
        if let list = top.optional("messages") {
            let items = try list.array()
            messages.reserveCapacity(items.count)
            seenIds.reserveCapacity(items.count)
            for item in items {
                let message = try decodeMessage(item, raw: &raw)
                if let first = seenIds[message.id] {
                    throw item.error(
                        "duplicate message id \"\(message.id)\" (first at \(first.location.line ?? 0):\(first.location.column ?? 0))"
                    )
                }
                seenIds[message.id] = item
                messages.append(message)
            }
        }
        for key in ["pinned_messages", "threads", "pending_messages"] {
            if let v = top.optional(key) { _ = try v.array() }
        }
        // Oldest first; equal timestamps keep the transcript's order. The extension `message_order: listed` keeps
        // the transcript's order whatever the times (the SDK's test pictures that insert messages out of order).
        if try messageOrderIsListed(top) {
            raw.channel.messages = messages
        } else {
            raw.channel.messages = messages.enumerated().sorted {
                $0.element.createdAt != $1.element.createdAt
                    ? $0.element.createdAt < $1.element.createdAt : $0.offset < $1.offset
            }.map(\.element)
        }
        if raw.channel.lastMessageAt == nil {
            raw.channel.lastMessageAt =
                raw.channel.messages.filter { $0.parentMessageId == nil || $0.showReplyInChannel }
                .last?.createdAt
        }
        // Top level for a channel, or inside each entry of a channel list.
        if let t = top.optional("typing_users") { raw.typingUserReaders = try t.array() }
        return raw
    }

    private func decodeConfig(_ r: NodeReader) throws -> ChannelConfig {
        let o = try r.object()
        var config = ChannelConfig()
        if let v = o.optional("reactions") { config.reactionsEnabled = try v.bool() }
        if let v = o.optional("replies") { config.repliesEnabled = try v.bool() }
        if let v = o.optional("read_events") { config.readEventsEnabled = try v.bool() }
        if let v = o.optional("delivery_events") { config.deliveryEventsEnabled = try v.bool() }
        if let v = o.optional("typing_events") { config.typingEventsEnabled = try v.bool() }
        if let v = o.optional("quotes") { config.quotesEnabled = try v.bool() }
        if let v = o.optional("mutes") { config.mutesEnabled = try v.bool() }
        if let v = o.optional("shared_locations") { config.sharedLocationsEnabled = try v.bool() }
        if let cmds = o.optional("commands") {
            config.commands = try cmds.array().map { item in
                if item.isScalar { return ChannelConfig.Command(name: try item.nonEmptyString()) }
                let c = try item.object()
                return ChannelConfig.Command(
                    name: try c.required("name", "a command name").nonEmptyString(),
                    args: try c.optional("args")?.string() ?? "",
                    description: try c.optional("description")?.string() ?? "")
            }
        }
        return config
    }

    // MARK: - Messages

    private mutating func decodeMessage(_ r: NodeReader, raw: inout RawChannel) throws -> ChatMessage {
        let o = try r.object()
        let id = try o.required("id", "a message id").nonEmptyString()
        currentMessageId = id
        defer { currentMessageId = nil }
        let author: ChatUser
        if let u = o.optional("user") {
            author = try decodeUser(u)
        } else if let uid = o.optional("user_id") {
            let s = try uid.nonEmptyString()
            author = users[s] ?? ChatUser(id: s)
            register(author)
        } else {
            throw TranscriptError(
                location: o.location, keyPath: o.keyPath + ".user",
                message: "missing; expected the author (user: {id: …})")
        }
        let createdAt = try o.required("created_at", "an ISO 8601 date").date()
        let message = ChatMessage(id: id, author: author, createdAt: createdAt)
        if let t = o.optional("text") { message.text = try t.string() }
        if let t = o.optional("type") { message.type = MessageType(rawValue: try t.nonEmptyString()) }
        if let d = o.optional("message_text_updated_at") { message.textUpdatedAt = try d.date() }
        if let d = o.optional("updated_at") { message.updatedAt = try d.date() }
        if let d = o.optional("deleted_at") { message.deletedAt = try d.date() }

        // Reactions.
        if let rc = o.optional("reaction_counts") { message.reactionCounts = try reactionNumbers(rc) }
        if let rs = o.optional("reaction_scores") { message.reactionScores = try reactionNumbers(rs) }
        if let rg = o.optional("reaction_groups") {
            var counts: [MessageReactionType: Int] = [:]
            var scores: [MessageReactionType: Int] = [:]
            for (key, value, _) in try rg.object().children {
                let g = try value.object()
                let count = try g.optional("count")?.int(minimum: 0) ?? 0
                counts[MessageReactionType(rawValue: key)] = count
                scores[MessageReactionType(rawValue: key)] = try g.optional("sum_scores")?.int() ?? count
            }
            if message.reactionCounts.isEmpty { message.reactionCounts = counts }
            if o.optional("reaction_scores") == nil { message.reactionScores = scores }
        }
        if o.optional("reaction_scores") == nil, o.optional("reaction_groups") == nil {
            message.reactionScores = message.reactionCounts
        }
        if let lr = o.optional("latest_reactions") {
            message.latestReactions = try lr.array().map { try decodeReaction($0, defaultAuthor: nil) }
        }
        if let own = o.optional("own_reactions") {
            raw.ownReactions[id] = try own.array().map { try decodeReaction($0, defaultAuthor: ChatUser(id: "")) }
        }
        // Counts from latest_reactions when the transcript gives no counts.
        if message.reactionCounts.isEmpty, !message.latestReactions.isEmpty {
            for r in message.latestReactions {
                message.reactionCounts[r.type, default: 0] += 1
                message.reactionScores[r.type, default: 0] += r.score
            }
        }

        // Threads.
        if let rc = o.optional("reply_count") { message.replyCount = try rc.int(minimum: 0) }
        if let p = o.optional("parent_id") { message.parentMessageId = try p.string() }
        if let s = o.optional("show_in_channel") { message.showReplyInChannel = try s.bool() }
        if let tp = o.optional("thread_participants") {
            message.threadParticipants = try tp.array().map { try decodeUser($0) }
        }

        // Quotes: an embedded object, else an id resolved against the transcript.
        if let q = o.optional("quoted_message") {
            message.quotedMessage = try decodeMessage(q, raw: &raw)
        } else if let qid = o.optional("quoted_message_id") {
            raw.quotedIds.append((message, try qid.nonEmptyString(), qid))
        }

        if let a = o.optional("attachments") { message.attachments = try a.array().map { try decodeAttachment($0) } }
        if let m = o.optional("mentioned_users") { message.mentionedUsers = try m.array().map { try decodeUser($0) } }
        if let p = o.optional("pinned") { message.isPinned = try p.bool() }
        if let s = o.optional("silent") { message.isSilent = try s.bool() }
        if let s = o.optional("shadowed") { message.isShadowed = try s.bool() }
        if let d = o.optional("deleted_for_me") { message.deletedForMe = try d.bool() }
        if let at = o.optional("pinned_at"), !at.isNull {
            let pinnedBy = try o.optional("pinned_by").flatMap { $0.isNull ? nil : try decodeUser($0) }
            let expires = try o.optional("pin_expires").flatMap { $0.isNull ? nil : try $0.date() }
            message.pinDetails = MessagePinDetails(
                pinnedAt: try at.date(), pinnedBy: pinnedBy ?? ChatUser(id: ""), expiresAt: expires)
        }
        if let rem = o.optional("reminder"), !rem.isNull {
            let ro = try rem.object()
            let remindAt = try ro.optional("remind_at").flatMap { $0.isNull ? nil : try $0.date() }
            let created = try ro.optional("created_at")?.date() ?? createdAt
            message.reminder = MessageReminderInfo(
                remindAt: remindAt, createdAt: created, updatedAt: try ro.optional("updated_at")?.date() ?? created)
        }
        if let i = o.optional("i18n") {
            // {"language": "en", "pt_text": "Olá", …}
            for entry in try i.object().entries {
                let r = NodeReader(entry.value, keyPath: i.keyPath + "." + entry.key)
                if entry.key == "language" {
                    message.originalLanguage = try r.string()
                } else if entry.key.hasSuffix("_text") {
                    let language = TranslationLanguage(languageCode: String(entry.key.dropLast(5)))
                    message.translations = (message.translations ?? [:]).merging([language: try r.string()]) { $1 }
                }
            }
        }
        if let mod = o.optional("moderation") {
            let mo = try mod.object()
            if let action = mo.optional("action") {
                message.isBounced = try action.string().lowercased().contains("bounce")
            }
        }
        if let mod = o.optional("moderation_details") {
            let mo = try mod.object()
            if let action = mo.optional("action"), try action.string().uppercased().contains("BOUNCE") {
                message.isBounced = true
            }
        }
        if let ls = o.optional("local_state") {
            let s = try ls.string()
            guard let state = LocalMessageState(rawValue: s) else {
                let names = LocalMessageState.allCases.map(\.rawValue)
                throw ls.error("unknown local state \(ls.node.shortDescription)" + Suggestions.hint(for: s, in: names))
            }
            message.localState = state
        }
        if let p = o.optional("poll"), !p.isNull { message.poll = try decodePoll(p) }
        if let l = o.optional("shared_location"), !l.isNull {
            message.sharedLocation = try decodeSharedLocation(l, message: message, cid: raw.channel.cid)
        }
        for key in TranscriptLoader.undrawnMessageKeys { warnUndrawn(o.optional(key)) }
        message.extraData = Self.extraData(o, known: Self.messageKeys)
        return message
    }

    /// Stream's `shared_location`: `latitude` and `longitude` required; `end_at` makes it live; the ids and dates
    /// default to the message's.
    private func decodeSharedLocation(_ r: NodeReader, message: ChatMessage, cid: ChannelId) throws -> SharedLocation {
        let o = try r.object()
        let latitude = try o.required("latitude", "a latitude in degrees").double(in: -90...90)
        let longitude = try o.required("longitude", "a longitude in degrees").double(in: -180...180)
        let createdAt = try o.optional("created_at")?.date() ?? message.createdAt
        return SharedLocation(
            messageId: message.id, channelId: cid,
            userId: try o.optional("user_id")?.nonEmptyString() ?? message.author.id,
            createdByDeviceId: try o.optional("created_by_device_id")?.string() ?? "",
            latitude: latitude, longitude: longitude,
            updatedAt: try o.optional("updated_at")?.date() ?? createdAt, createdAt: createdAt,
            endAt: try o.optional("end_at")?.date())
    }

    /// One warning line for a field of Stream's response that chatshot reads but does not draw (null is no content).
    private mutating func warnUndrawn(_ r: NodeReader?) {
        guard let r, !r.isNull else { return }
        warnings.append("\(r.error("not drawn by chatshot"))")
    }

    private func reactionNumbers(_ r: NodeReader) throws -> [MessageReactionType: Int] {
        var result: [MessageReactionType: Int] = [:]
        for (key, value, _) in try r.object().children { result[MessageReactionType(rawValue: key)] = try value.int() }
        return result
    }

    private mutating func decodeReaction(_ r: NodeReader, defaultAuthor: ChatUser?) throws -> ChatMessageReaction {
        let o = try r.object()
        let type = try o.required("type", "a reaction type such as love").nonEmptyString()
        let author = try userOf(o, required: defaultAuthor == nil) ?? defaultAuthor!
        let score = try o.optional("score")?.int() ?? 1
        return ChatMessageReaction(type: MessageReactionType(rawValue: type), author: author, score: score)
    }

    private mutating func decodeAttachment(_ r: NodeReader) throws -> TranscriptAttachment {
        let o = try r.object()
        var a = TranscriptAttachment(type: try o.optional("type")?.nonEmptyString() ?? "")
        a.title = try o.optional("title")?.string()
        a.text = try o.optional("text")?.string()
        a.titleLink = try o.optional("title_link")?.string()
        a.ogURL = try o.optional("og_scrape_url")?.string()
        a.authorName = try o.optional("author_name")?.string()
        a.mimeType = try o.optional("mime_type")?.string()
        if let fs = o.optional("file_size") { a.fileSize = try fs.int(minimum: 0) }
        if let d = o.optional("duration") { a.duration = try d.double(minimum: 0) }
        if let w = o.optional("waveform_data") { a.waveformData = try w.array().map { try $0.double() } }
        if a.title == nil, let f = o.optional("fallback") { a.title = try f.string() }
        if let iu = o.optional("image_url") { a.imageURL = try imageReference(iu) }
        if let tu = o.optional("thumb_url") { a.thumbURL = try imageReference(tu) }
        if let au = o.optional("asset_url") {
            let s = try au.string()
            a.assetURL = s.isEmpty ? nil : PathUtil.resolveImage(s, base: baseDirectory).0
        }
        // Giphy keeps its picture under giphy.fixed_height.url when image_url/thumb_url are absent.
        if a.imageURL == nil, a.thumbURL == nil, let g = o.optional("giphy"), g.isMapping {
            for variant in ["fixed_height", "original", "fixed_width"] {
                if let v = try g.object().optional(variant), v.isMapping, let url = try v.object().optional("url") {
                    a.thumbURL = try imageReference(url)
                    break
                }
            }
        }
        // chatshot extension: the upload of a message not yet sent.
        a.uploadingState = try uploadingState(o)
        if let acts = o.optional("actions") {
            a.actions = try acts.array().map { item in
                let ao = try item.object()
                let style = try ao.optional("style")?.string()
                let value = try ao.optional("value")?.string() ?? ""
                return AttachmentAction(
                    name: try ao.optional("name")?.string() ?? "image_action",
                    value: value,
                    // Without a style, "send" is the primary action (as the SDK's snapshots draw it).
                    style: style == "primary" || (style == nil && value == "send") ? .primary : .default,
                    text: try ao.required("text", "the button's title").string())
            }
        }
        // Like the SDK: an attachment with a scraped URL is a link preview (giphy excepted); no type is "unknown".
        if a.ogURL != nil, a.type != "giphy" { a.type = "linkPreview" }
        if a.type.isEmpty { a.type = "unknown" }
        return a
    }

    // MARK: - Polls

    /// Stream's poll object: the question, options, vote counts, latest votes, the current user's votes.
    private mutating func decodePoll(_ r: NodeReader) throws -> Poll {
        let o = try r.object()
        var poll = Poll(
            id: try o.optional("id")?.string() ?? "", name: try o.required("name", "the poll's question").string())
        poll.description = try o.optional("description")?.string()
        if let v = o.optional("is_closed") { poll.isClosed = try v.bool() }
        if let v = o.optional("enforce_unique_vote") { poll.enforceUniqueVote = try v.bool() }
        if let v = o.optional("max_votes_allowed"), !v.isNull { poll.maxVotesAllowed = try v.int(minimum: 0) }
        if let v = o.optional("allow_user_suggested_options") { poll.allowUserSuggestedOptions = try v.bool() }
        if let v = o.optional("allow_answers") { poll.allowAnswers = try v.bool() }
        if let v = o.optional("answers_count") { poll.answersCount = try v.int(minimum: 0) }
        if let v = o.optional("voting_visibility") {
            let s = try v.string()
            guard let vis = Poll.VotingVisibility(rawValue: s) else {
                throw v.error(
                    "unknown voting visibility \(v.node.shortDescription)"
                        + Suggestions.hint(for: s, in: ["public", "anonymous"]))
            }
            poll.votingVisibility = vis
        }
        if let u = o.optional("created_by") {
            poll.createdBy = try decodeUser(u)
        } else if let id = o.optional("created_by_id") {
            poll.createdBy = ChatUser(id: try id.nonEmptyString())
        }
        if let counts = o.optional("vote_counts_by_option") {
            for (key, value, _) in try counts.object().children {
                poll.voteCountsByOption[key] = try value.int(minimum: 0)
            }
        }
        var latest: [String: [PollVote]] = [:]
        if let lv = o.optional("latest_votes_by_option") {
            for (key, value, _) in try lv.object().children {
                latest[key] = try value.array().map { try decodeVote($0) }
            }
        }
        if let opts = o.optional("options") {
            poll.options = try opts.array().map { item in
                let oo = try item.object()
                let id = try oo.required("id", "the option's id").nonEmptyString()
                return PollOption(id: id, text: try oo.optional("text")?.string() ?? "", latestVotes: latest[id] ?? [])
            }
        }
        if let own = o.optional("own_votes") { poll.ownVotes = try own.array().map { try decodeVote($0) } }
        return poll
    }

    private mutating func decodeVote(_ r: NodeReader) throws -> PollVote {
        let o = try r.object()
        return PollVote(optionId: try o.optional("option_id")?.string(), user: try userOf(o, required: false))
    }

    // MARK: - Composer

    static let composerKeys = [
        "text", "state", "quoted_message_id", "editing_message_id", "command", "attachments", "placeholder",
        "cooldown_remaining", "recording", "link_preview"
    ]
    static let composerAttachmentKeys = [
        "type", "name", "size", "file_size", "path", "mime_type", "upload_state", "upload_progress"
    ]
    static let recordingKeys = ["state", "duration", "waveform"]
    static let linkPreviewKeys = ["title", "text", "image"]

    private mutating func decodeComposer(_ r: NodeReader, messages: [String: ChatMessage], channel: ChatChannel) throws
        -> ComposerDraft
    {
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.composerKeys, what: "composer key")
        var draft = ComposerDraft()
        if let t = o.optional("text") { draft.text = try t.string() }
        func message(_ key: String) throws -> ChatMessage? {
            guard let idr = o.optional(key) else { return nil }
            let id = try idr.nonEmptyString()
            guard let m = messages[id] else {
                throw idr.error(
                    "no message with id \"\(id)\" in the transcript"
                        + Suggestions.hint(for: id, in: Array(messages.keys).sorted(), listIfShort: false))
            }
            return m
        }
        draft.quotingMessage = try message("quoted_message_id")
        draft.editingMessage = try message("editing_message_id")
        if let s = o.optional("state") {
            draft.state = ComposerState(rawValue: try s.nonEmptyString())
        } else {
            draft.state = draft.editingMessage != nil ? .edit : draft.quotingMessage != nil ? .quote : .new
        }
        // Editing starts from the message's text unless the transcript says what is typed.
        if let m = draft.editingMessage, o.optional("text") == nil { draft.text = m.text }
        if let c = o.optional("command") {
            var name = try c.nonEmptyString()
            if name.hasPrefix("/") { name.removeFirst() }
            if !channel.config.commands.isEmpty {
                guard let cmd = channel.config.commands.first(where: { $0.name == name }) else {
                    throw c.error(
                        "the channel has no command \"\(name)\""
                            + Suggestions.hint(for: name, in: channel.config.commands.map(\.name)))
                }
                draft.command = cmd
            } else {
                draft.command = ChannelConfig.Command(name: name)
            }
        }
        if let p = o.optional("placeholder") { draft.placeholder = try p.string() }
        if let c = o.optional("cooldown_remaining") {
            draft.cooldownRemaining = try c.int(minimum: 0)
            if channel.cooldownDuration > 0, draft.cooldownRemaining > channel.cooldownDuration {
                throw c.error(
                    "\(draft.cooldownRemaining) seconds left is more than the channel's cooldown of \(channel.cooldownDuration)"
                )
            }
        }
        if let r = o.optional("recording") { draft.recording = try decodeRecording(r) }
        if let l = o.optional("link_preview"), let shows = try? l.bool() {
            draft.showsLinkPreview = shows
        } else if let l = o.optional("link_preview") {
            let lo = try l.object()
            try lo.rejectUnknownKeys(allowed: Self.linkPreviewKeys, what: "link preview key")
            var preview = ComposerDraft.LinkPreview(
                title: try lo.optional("title")?.string(), text: try lo.optional("text")?.string())
            if let i = lo.optional("image") { preview.imageURL = try imageReference(i) }
            draft.linkPreview = preview
        }
        if let atts = o.optional("attachments") {
            draft.attachments = try atts.array().map { item in
                let a = try item.object()
                try a.rejectUnknownKeys(allowed: Self.composerAttachmentKeys, what: "composer attachment key")
                var path: String?
                if let pr = a.optional("path") { path = try fileReference(pr) }
                let name =
                    try a.optional("name")?.nonEmptyString()
                    ?? path.map { ($0 as NSString).lastPathComponent }
                guard let name else {
                    throw TranscriptError(
                        location: a.location, keyPath: a.keyPath + ".name",
                        message: "missing; expected a file name (or a path)")
                }
                let type = try a.optional("type")?.nonEmptyString() ?? Self.attachmentType(forFileName: name)
                // Only pictures are decoded (a PDF is shown as a file row).
                if type == "image", let pr = a.optional("path") { _ = try imageReference(pr) }
                var size = try (a.optional("size") ?? a.optional("file_size"))?.int(minimum: 0)
                if size == nil, let path {
                    size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
                }
                return ComposerDraft.Attachment(
                    type: type, name: name, fileSize: size, path: path,
                    mimeType: try a.optional("mime_type")?.string(),
                    uploadingState: try uploadingState(a))
            }
        }
        return draft
    }

    /// `upload_state` (`pending`, `uploading`, `failed`, `uploaded`) and `upload_progress` (0…1, implies `uploading`),
    /// on the attachments of a message and of the composer.
    private func uploadingState(_ a: ObjectReader) throws -> LocalAttachmentState? {
        let progress = try a.optional("upload_progress")?.double(in: 0...1)
        guard let sr = a.optional("upload_state") else { return progress.map { .uploading(progress: $0) } }
        let name = try sr.nonEmptyString()
        switch name {
        case "pending": return .pendingUpload
        case "uploading": return .uploading(progress: progress ?? 0)
        case "failed": return .uploadingFailed
        case "uploaded": return .uploaded
        default:
            throw sr.error(
                "unknown upload state \(sr.node.shortDescription)"
                    + Suggestions.hint(for: name, in: LocalAttachmentState.names))
        }
    }

    /// `recording: {state: recording|locked, duration: 4.2, waveform: [0.1, 0.6, …]}`.
    private func decodeRecording(_ r: NodeReader) throws -> ComposerDraft.Recording {
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.recordingKeys, what: "recording key")
        var recording = ComposerDraft.Recording()
        if let s = o.optional("state") {
            switch try s.nonEmptyString() {
            case "recording": recording.isLocked = false
            case "locked": recording.isLocked = true
            default: throw s.error("expected recording or locked, found \(s.node.shortDescription)")
            }
        }
        if let d = o.optional("duration") { recording.duration = try d.double(minimum: 0) }
        if let w = o.optional("waveform") { recording.waveform = try w.array().map { try $0.double(in: 0...1) } }
        return recording
    }

    static func attachmentType(forFileName name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "png", "jpg", "jpeg", "gif", "heic", "webp", "svg": return "image"
        case "mp4", "mov", "m4v": return "video"
        case "mp3", "m4a", "wav", "aac": return "audio"
        default: return "file"
        }
    }
}
