import Foundation

@testable import StreamChat

/// A small transcript: two channels, messages, a thread reply, reads.
enum Fixture {
    static let me = ChatUser(id: "me", name: "Me")
    static let ann = ChatUser(id: "ann", name: "Ann")
    static let bob = ChatUser(id: "bob", name: "Bob")

    static func date(_ minutes: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + minutes * 60) }

    static func store() -> OfflineChatStore {
        let cid = ChannelId(type: .messaging, id: "design")
        let hello = ChatMessage(id: "m1", text: "Hello", author: ann, createdAt: date(0), replyCount: 1)
        let reply = ChatMessage(id: "r1", text: "In thread", author: me, createdAt: date(1), parentMessageId: "m1")
        let shown = ChatMessage(
            id: "r2", text: "Also in channel", author: bob, createdAt: date(2),
            parentMessageId: "m1", showReplyInChannel: true)
        let last = ChatMessage(id: "m2", text: "Bye", author: me, createdAt: date(3))
        for message in [hello, reply, shown, last] { message.cid = cid }
        var design = ChatChannel(
            cid: cid, name: "Design", members: [me, ann, bob],
            reads: [ChatChannelRead(user: me, lastReadAt: date(0.5))],
            messages: [hello, reply, shown, last], lastMessageAt: date(3))
        design.unreadCount = ChannelUnreadCount(messages: 1)
        let dm = ChatChannel(cid: "team:dm", members: [me, ann], lastMessageAt: date(10))
        return OfflineChatStore(channels: [design, dm], currentUser: me)
    }
}
