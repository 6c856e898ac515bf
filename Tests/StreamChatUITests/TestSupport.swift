import ChatCanvas
import Foundation
import StreamChat
import UIKit

@testable import StreamChatUI

/// Small builders for test messages and channels.
enum Fixture {
    static let me = ChatUser(id: "me", name: "Me Myself")
    static let ann = ChatUser(id: "ann", name: "Ann Lee")
    static let bob = ChatUser(id: "bob", name: "Bob Stone")
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    static func message(
        _ id: String, _ author: ChatUser, at seconds: Double, text: String = "Hello", type: MessageType = .regular
    ) -> ChatMessage {
        ChatMessage(
            id: id, text: text, type: type, author: author, createdAt: t0.addingTimeInterval(seconds),
            isSentByCurrentUser: author.id == me.id)
    }

    static func channel(members: [ChatUser] = [me, ann], messages: [ChatMessage] = []) -> ChatChannel {
        ChatChannel(cid: "messaging:test", members: members, messages: messages)
    }

    /// Options for each message (oldest first) with the default resolver.
    static func options(
        _ messages: [ChatMessage], channel: ChatChannel? = nil, resolver: ChatMessageLayoutOptionsResolver = .init()
    ) -> [ChatMessageLayoutOptions] {
        let ch = channel ?? self.channel(messages: messages)
        let newestFirst = AnyRandomAccessCollection(Array(messages.reversed()))
        return messages.indices.map { i in
            resolver.optionsForMessage(
                at: IndexPath(item: messages.count - 1 - i, section: 0), in: ch, with: newestFirst,
                appearance: Appearance())
        }
    }

    /// A content view laid out for options and a message, inside a root with the default appearance, at a width.
    static func contentView(
        options: ChatMessageLayoutOptions, message: ChatMessage, width: Double = 360,
        channel: ChatChannel? = nil
    ) -> ChatMessageContentView {
        let root = _View()
        root.appearance = Appearance()
        root.components = Components()
        root.setUpIfNeeded()
        let view = ChatMessageContentView()
        view.context = MessageListContext(
            channel: channel ?? self.channel(), currentUser: me, now: t0, timeZone: TimeZone(identifier: "UTC")!)
        root.addSubview(view)
        view.setUpLayoutIfNeeded(options: options)
        view.content = message
        let size = view.sizeThatFits(CGSize(width: width, height: CGFloat.infinity))
        view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        view.layoutIfNeeded()
        return view
    }
}
