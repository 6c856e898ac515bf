import Foundation
import StreamChat

/// Computes each message's `ChatMessageLayoutOptions` with the SDK's default rules (grouping by author within
/// 60 s, bubbles, avatars, timestamps, thread info, reactions, …). Subclass and override
/// `optionsForMessage(at:in:with:appearance:)` as the guides do, or give the manifest's `remove`/`insert`/`rules`.
@preconcurrency @MainActor
open class ChatMessageLayoutOptionsResolver {
    /// Messages closer than this (in seconds) from the same author are grouped; exactly 60 s still groups.
    public let maxTimeIntervalBetweenMessagesInGroup: TimeInterval
    /// Options removed from every message (the manifest's `remove`).
    public var removedOptions: [String] = []
    /// Options added to every message (the manifest's `insert`).
    public var insertedOptions: [String] = []
    /// Conditional rules (the manifest's `rules`), applied in order after remove/insert.
    public var rules: [LayoutOptionsRule] = []
    /// Set by the screen: whether "Edited" labels are on (an edited message closes its group).
    public var isMessageEditedLabelEnabled = false
    /// Set by the screen: whether messages show in the current user's language.
    public var isMessageAutoTranslationEnabled = false
    /// Set by the screen: the channel, current user and clock.
    public var context: MessageListContext?

    public init(maxTimeIntervalBetweenMessagesInGroup: TimeInterval = 60) {
        self.maxTimeIntervalBetweenMessagesInGroup = maxTimeIntervalBetweenMessagesInGroup
    }

    /// The options for the message at `indexPath.item`, where `messages` is newest first (index 0 = the bottom).
    /// The list asks this one (the SDK's current signature); by default it answers what
    /// `optionsForMessage(at:in:with:)` answers, so a subclass may override either spelling.
    open func optionsForMessage(
        at indexPath: IndexPath, in channel: ChatChannel, with messages: AnyRandomAccessCollection<ChatMessage>,
        appearance: Appearance
    ) -> ChatMessageLayoutOptions {
        optionsForMessage(at: indexPath, in: channel, with: messages)
    }

    /// The options for the message at `indexPath.item` (the SDK's earlier signature, without the appearance): the
    /// SDK's default rules, then the manifest's `remove`, `insert` and `rules`.
    open func optionsForMessage(
        at indexPath: IndexPath, in channel: ChatChannel,
        with messages: AnyRandomAccessCollection<ChatMessage>
    ) -> ChatMessageLayoutOptions {
        let all = Array(messages)
        let index = indexPath.item
        guard index >= 0, index < all.count else { return [] }
        let message = all[index]
        var options = defaultOptions(for: message, at: index, in: all, channel: channel)
        options.remove(removedOptions.map { ChatMessageLayoutOption(rawValue: $0) })
        options.insert(insertedOptions.map { ChatMessageLayoutOption(rawValue: $0) })
        for rule in rules
        where MessageConditionEvaluator.holds(rule.when, message: message, options: options, context: context) {
            options.remove(rule.remove.map { ChatMessageLayoutOption(rawValue: $0) })
            options.insert(rule.insert.map { ChatMessageLayoutOption(rawValue: $0) })
        }
        return options
    }

    /// The SDK's rules, in its order.
    func defaultOptions(for message: ChatMessage, at index: Int, in messages: [ChatMessage], channel: ChatChannel)
        -> ChatMessageLayoutOptions
    {
        if message.type == .system || (message.type == .error && !message.isBounced) {
            return [.text, .centered]
        }
        let isLast = isLastInSequence(at: index, in: messages)
        let mine = message.isSentByCurrentUser
        var options: ChatMessageLayoutOptions = []
        if !message.isJumbomoji || message.quotedMessage != nil { options.insert(.bubble) }
        if mine { options.insert(.flipped) }
        if !isLast { options.insert(.continuousBubble) }
        if !isLast && !mine { options.insert(.avatarSizePadding) }
        if isLast { options.insert(.timestamp) }
        if mine && message.type == .ephemeral { options.insert(.onlyVisibleToYouIndicator) }
        if message.isDeleted || (!message.text.isEmpty && message.type != .ephemeral) { options.insert(.text) }
        if isLast && !mine { options.insert(.avatar) }
        if isLast && !mine && channel.memberCount > 2 { options.insert(.authorName) }
        // A reply gets the thread info only outside its thread (shown in the channel): inside it nothing makes the
        // reply's bubble continuous, so a reply closing its group keeps the 8-pt gap below it (`ChatThreadVC_Tests`
        // pictures: replies 66 pt apart, as in the channel). The parent keeps it (its bubble 32 pt above the
        // replies counter there).
        let isInThread = context?.isInThread ?? false
        if channel.config.repliesEnabled
            && (message.replyCount > 0 || (message.parentMessageId != nil && !isInThread))
        {
            options.insert([.threadInfo, .continuousBubble])
        }
        if message.isDeleted { return options }
        if isMessageAutoTranslationEnabled, message.translation(for: context?.currentUser.language) != nil {
            options.insert(.translation)
        }
        if message.quotedMessage != nil { options.insert(.quotedMessage) }
        if channel.config.reactionsEnabled && !message.reactionScores.isEmpty
            && message.reactionScores.keys.contains(where: { ChatMessageReactionData.defaultReactionTypes.contains($0) }
            )
        {
            options.insert(.reactions)
        }
        if message.isBounced || (message.localState?.isFailed ?? false) { options.insert(.errorIndicator) }
        if isLast && mine && message.type != .ephemeral {
            switch message.deliveryStatus(for: channel) {
            case .pending: options.insert(.deliveryStatusIndicator)
            case .sent, .delivered, .read:
                if channel.config.readEventsEnabled { options.insert(.deliveryStatusIndicator) }
            case .failed, .none: break
            }
        }
        return options
    }

    /// Whether the message closes its group (gets the tail, timestamp and avatar).
    open func isLastInSequence(at index: Int, in messages: [ChatMessage]) -> Bool {
        guard index > 0 else { return true }
        let message = messages[index]
        let next = messages[index - 1]
        if isMessageEditedLabelEnabled && message.textUpdatedAt != nil && !message.isDeleted { return true }
        if next.author.id != message.author.id { return true }
        if [.error, .ephemeral, .system].contains(next.type) { return true }
        if next.createdAt.timeIntervalSince(message.createdAt) > maxTimeIntervalBetweenMessagesInGroup { return true }
        return false
    }
}
