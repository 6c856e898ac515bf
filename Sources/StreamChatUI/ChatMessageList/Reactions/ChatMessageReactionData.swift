import StreamChat

/// The reactions the SDK draws by default.
public enum ChatMessageReactionData {
    public static let defaultReactionTypes: [MessageReactionType] = ["love", "haha", "like", "sad", "wow"].map {
        MessageReactionType(rawValue: $0)
    }
}
