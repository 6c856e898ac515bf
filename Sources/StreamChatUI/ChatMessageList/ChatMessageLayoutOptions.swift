/// The set of layout options the resolver computes for a message; the content view lays itself out from it.
public struct ChatMessageLayoutOptions: Hashable, Sendable, ExpressibleByArrayLiteral, Sequence {
    public private(set) var options: Set<ChatMessageLayoutOption>
    public init(_ options: [ChatMessageLayoutOption] = []) { self.options = Set(options) }
    public init(arrayLiteral elements: ChatMessageLayoutOption...) { options = Set(elements) }

    public func contains(_ o: ChatMessageLayoutOption) -> Bool { options.contains(o) }
    public mutating func insert(_ o: ChatMessageLayoutOption) { options.insert(o) }
    public mutating func insert(_ os: [ChatMessageLayoutOption]) { options.formUnion(os) }
    public mutating func remove(_ o: ChatMessageLayoutOption) { options.remove(o) }
    public mutating func remove(_ os: [ChatMessageLayoutOption]) { options.subtract(os) }
    public func makeIterator() -> Set<ChatMessageLayoutOption>.Iterator { options.makeIterator() }
    public var isEmpty: Bool { options.isEmpty }

    /// The sorted raw values joined by "-" (the SDK's reuse identifier and snapshot suffix).
    public var id: String { options.sorted().map(\.rawValue).joined(separator: "-") }

    /// The options the SDK defines.
    public static let knownOptionNames: [String] = [
        "flipped", "bubble", "continuousBubble", "avatarSizePadding", "avatar", "timestamp", "translation",
        "authorName",
        "text", "quotedMessage", "threadInfo", "errorIndicator", "reactions", "onlyVisibleToYouIndicator",
        "deliveryStatusIndicator", "centered"
    ]
}
