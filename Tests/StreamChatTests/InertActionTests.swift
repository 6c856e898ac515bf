import Foundation
import XCTest

@testable import StreamChat

final class InertActionTests: XCTestCase {
    private let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("offline")))

    func testWriteActionsChangeNothingAndSucceedSynchronously() {
        Fixture.store().performAsCurrent {
            let channel = client.channelController(for: "messaging:design")
            var sent: MessageId?
            channel.createNewMessage(messageId: "new", text: "Hi") { result in sent = try? result.get() }
            XCTAssertEqual(sent, "new")
            var done = 0
            channel.markRead {
                XCTAssertNil($0)
                done += 1
            }
            channel.muteChannel {
                XCTAssertNil($0)
                done += 1
            }
            channel.addMembers(userIds: ["zed"]) {
                XCTAssertNil($0)
                done += 1
            }
            let message = client.messageController(cid: "messaging:design", messageId: "m1")
            message.addReaction("love") {
                XCTAssertNil($0)
                done += 1
            }
            message.deleteMessage {
                XCTAssertNil($0)
                done += 1
            }
            message.editMessage(text: "Edited") {
                XCTAssertNil($0)
                done += 1
            }
            message.createNewReply(text: "Reply") {
                XCTAssertNotNil(try? $0.get())
                done += 1
            }
            XCTAssertEqual(done, 7)
            XCTAssertEqual(channel.messages.map(\.id), ["m2", "r2", "m1"])
            XCTAssertEqual(message.message?.text, "Hello")
            XCTAssertEqual(message.message?.latestReactions, [])
            XCTAssertEqual(message.replies.count, 2)
        }
        XCTAssertTrue(
            InertAction.warnedActions.isSuperset(of: [
                "ChatChannelController.createNewMessage", "ChatChannelController.markRead",
                "ChatMessageController.addReaction", "ChatMessageController.deleteMessage"
            ]))
    }

    func testEachActionWarnsOnceOnStandardError() throws {
        let output = try capturingStandardError {
            let message = client.messageController(cid: "messaging:design", messageId: "m1")
            message.flag()
            message.flag()
            message.unflag()
        }
        let lines = output.split(separator: "\n")
        XCTAssertEqual(
            lines,
            [
                "chatshot: warning: ChatMessageController.flag is ignored in a still render",
                "chatshot: warning: ChatMessageController.unflag is ignored in a still render"
            ])
    }

    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let pipe = Pipe()
        let saved = dup(STDERR_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
