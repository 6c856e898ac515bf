import StreamChat

/// Evaluates a manifest `Condition` against a message and its layout options.
public enum MessageConditionEvaluator {
    public static func holds(
        _ condition: Condition, message: ChatMessage, options: ChatMessageLayoutOptions,
        context: MessageListContext?
    ) -> Bool {
        switch condition {
        case .option(let name): return options.contains(ChatMessageLayoutOption(rawValue: name))
        case .messageType(let types): return types.contains(message.type.rawValue)
        case .all(let cs): return cs.allSatisfy { holds($0, message: message, options: options, context: context) }
        case .any(let cs): return cs.contains { holds($0, message: message, options: options, context: context) }
        case .not(let c): return !holds(c, message: message, options: options, context: context)
        case .predicate(let name, let expected): return predicate(name, message: message, context: context) == expected
        }
    }

    /// The predicates a manifest condition may name for messages.
    public static let predicateNames = [
        "isSentByCurrentUser", "hasAttachments", "hasReactions", "isInThread", "hasText",
        "hasQuotedMessage", "isDeleted", "isEdited", "isPinned", "hasReplies", "isJumbomoji"
    ]

    static func predicate(_ name: String, message: ChatMessage, context: MessageListContext?) -> Bool {
        switch name {
        case "isSentByCurrentUser": return message.isSentByCurrentUser
        case "hasAttachments": return !message.attachments.isEmpty
        case "hasReactions": return !message.reactionScores.isEmpty
        case "isInThread": return context?.isInThread ?? message.isPartOfThread
        case "hasText": return !message.text.isEmpty
        case "hasQuotedMessage": return message.quotedMessage != nil
        case "isDeleted": return message.isDeleted
        case "isEdited": return message.textUpdatedAt != nil
        case "isPinned": return message.isPinned
        case "hasReplies": return message.replyCount > 0
        case "isJumbomoji": return message.isJumbomoji
        default: return false
        }
    }
}
