import XCTest

@testable import StreamChat

/// The SDK's client API that public apps' code calls (docs/compatibility.md, "Public apps tried"): channel-creating
/// controllers, the user controller, the read event, a message's extra data and log formatters.
final class HeldOutClientAPITests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    /// A direct-message controller serves the transcript's channel of exactly those members (with the current user).
    func testADirectMessageControllerServesTheTranscriptsChannelOfThoseMembers() throws {
        try Fixture.store().performAsCurrent {
            let controller = try client.channelController(
                createDirectMessageChannelWith: ["ann"], type: .team, extraData: [:])
            XCTAssertEqual(controller.cid, "team:dm")
            XCTAssertEqual(controller.channel?.members.map(\.id), ["me", "ann"])
        }
    }

    /// Without such a channel, a new empty one: its members the transcript's users, no messages.
    func testADirectMessageControllerWithoutSuchAChannelServesANewEmptyOne() throws {
        try Fixture.store().performAsCurrent {
            let controller = try client.channelController(
                createDirectMessageChannelWith: ["ann", "zoe"], name: "Trio", extraData: ["topic": .string("x")])
            XCTAssertEqual(controller.cid, "messaging:!members-ann-me-zoe")
            let channel = try XCTUnwrap(controller.channel)
            XCTAssertEqual(channel.name, "Trio")
            XCTAssertEqual(channel.members.map(\.id), ["ann", "me", "zoe"])
            XCTAssertEqual(channel.members.first?.name, "Ann", "a known user is the transcript's")
            XCTAssertTrue(channel.messages.isEmpty)
            XCTAssertTrue(controller.messages.isEmpty)
            XCTAssertEqual(channel.extraData["topic"]?.stringValue, "x")
            let alone = try client.channelController(
                createDirectMessageChannelWith: ["ann"], isCurrentUserMember: false, extraData: [:])
            XCTAssertEqual(alone.channel?.members.map(\.id), ["ann"])
        }
    }

    /// As the SDK: no current user, or no members, throws.
    func testCreatingThrowsWithoutACurrentUserOrMembers() throws {
        XCTAssertThrowsError(try client.channelController(createDirectMessageChannelWith: ["ann"], extraData: [:])) {
            XCTAssertTrue($0 is ClientError.CurrentUserDoesNotExist)
        }
        try Fixture.store().performAsCurrent {
            XCTAssertThrowsError(try client.channelController(createDirectMessageChannelWith: [], extraData: [:])) {
                XCTAssertTrue($0 is ClientError.ChannelEmptyMembers)
            }
        }
    }

    /// A channel-creating controller serves the transcript's channel with that cid, else a new empty one.
    func testAChannelCreatingControllerServesTheTranscriptsChannelElseANewOne() throws {
        try Fixture.store().performAsCurrent {
            let existing = try client.channelController(createChannelWithId: "messaging:design", name: "Ignored")
            XCTAssertEqual(existing.channel?.name, "Design")
            XCTAssertEqual(existing.messages.count, 3)
            let new = try client.channelController(
                createChannelWithId: ChannelId(type: .messaging, id: "general"), name: "General",
                imageURL: URL(string: "https://example.com/g.png"), members: ["bob"])
            XCTAssertEqual(new.channel?.cid, "messaging:general")
            XCTAssertEqual(new.channel?.name, "General")
            XCTAssertEqual(new.channel?.imageURL, URL(string: "https://example.com/g.png"))
            XCTAssertEqual(new.channel?.members.map(\.id), ["bob", "me"])
            XCTAssertTrue(new.messages.isEmpty)
        }
    }

    /// The user controller serves the transcript's user; an unknown id has none.
    func testTheUserControllerServesTheTranscriptsUser() {
        Fixture.store().performAsCurrent {
            XCTAssertEqual(client.userController(userId: "bob").user?.name, "Bob")
            XCTAssertEqual(client.userController(userId: "me").user?.name, "Me")
            XCTAssertNil(client.userController(userId: "nobody").user)
            var done = false
            client.userController(userId: "bob").mute { error in
                XCTAssertNil(error)
                done = true
            }
            XCTAssertTrue(done)
        }
    }

    /// The read event names its channel's cid; apps test for it by type.
    func testTheReadEventNamesItsChannel() {
        let channel = ChatChannel(cid: "messaging:design")
        let event: any Event = MessageReadEvent(
            user: Fixture.ann, channel: channel, thread: nil, createdAt: Fixture.date(0),
            unreadCount: UnreadCount(channels: 1, messages: 2, threads: 0))
        guard let read = event as? MessageReadEvent else { return XCTFail("a MessageReadEvent") }
        XCTAssertEqual(read.cid, "messaging:design")
        XCTAssertEqual(read.unreadCount?.messages, 2)
    }

    /// The channel's unread counts are the SDK's type.
    func testTheUnreadCountIsTheSDKsType() {
        Fixture.store().performAsCurrent {
            let design = client.channelController(for: "messaging:design").channel
            XCTAssertEqual(design?.unreadCount.messages, 1)
            XCTAssertEqual(design?.unreadCount.mentions, 0)
            XCTAssertEqual(client.currentUserController().unreadCount.messages, 1)
        }
    }

    /// Formatters rewrite each message in order; `PrefixLogFormatter` puts the level's prefix first.
    func testLogFormattersApplyInOrder() {
        final class Recorder: LogFormatter {
            var seen: [(LogLevel, String)] = []
            func format(logDetails: LogDetails, message: String) -> String {
                seen.append((logDetails.level, message))
                return message + "!"
            }
        }
        let saved = (LogConfig.formatters, LogConfig.level)
        defer { (LogConfig.formatters, LogConfig.level) = saved }
        let prefix = PrefixLogFormatter(prefixes: [.error: "🚨", .info: "ℹ️"])
        let recorder = Recorder()
        LogConfig.formatters = [prefix, recorder]
        LogConfig.level = .error
        log.error("boom")
        log.info("ignored: below the level")
        XCTAssertEqual(recorder.seen.map(\.1), ["🚨 boom"], "the prefix first, then the recorder")
        XCTAssertEqual(recorder.seen.first?.0, .error)
        let details = LogDetails(
            loggerIdentifier: "", level: .info, date: Date(), message: "m", threadName: "", functionName: #function,
            fileName: #file, lineNumber: #line)
        XCTAssertEqual(prefix.format(logDetails: details, message: "m"), "ℹ️ m")
        XCTAssertEqual(prefix.format(logDetails: details.with(level: .warning), message: "m"), " m")
    }
}

extension LogDetails {
    fileprivate func with(level: LogLevel) -> LogDetails {
        LogDetails(
            loggerIdentifier: loggerIdentifier, level: level, date: date, message: message, threadName: threadName,
            functionName: functionName, fileName: fileName, lineNumber: lineNumber)
    }
}
