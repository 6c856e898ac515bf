import Foundation
import StreamChat
import XCTest

@testable import ChatManifest

/// The message, user and channel fields Stream's JSON gives that the SDK models read (issue #22): one test per key.
final class TranscriptSDKFieldsTests: XCTestCase {
    private func message(_ fields: String) throws -> ChatMessage {
        let text = """
            {"messages": [{"id": "m1", "text": "Hi", "user": {"id": "alice", "name": "Alice"},
              "created_at": "2024-05-01T09:00:00Z"\(fields.isEmpty ? "" : ", " + fields)}]}
            """
        let t = try TranscriptLoader.decode(text: text, file: "t.json", baseDirectory: "/tmp", currentUserId: "alice")
        return try XCTUnwrap(t.channel?.messages.first)
    }

    private func date(_ s: String) -> Date { ISO8601DateFormatter().date(from: s)! }

    func testShadowed() throws {
        XCTAssertTrue(try message(#""shadowed": true"#).isShadowed)
        XCTAssertFalse(try message("").isShadowed)
    }

    func testDeletedForMe() throws {
        XCTAssertTrue(try message(#""deleted_for_me": true"#).deletedForMe)
        XCTAssertFalse(try message("").deletedForMe)
    }

    func testUpdatedAt() throws {
        XCTAssertEqual(try message(#""updated_at": "2024-05-01T10:00:00Z""#).updatedAt, date("2024-05-01T10:00:00Z"))
        XCTAssertEqual(try message("").updatedAt, date("2024-05-01T09:00:00Z"))
    }

    func testPinDetails() throws {
        let m = try message(
            #""pinned": true, "pinned_at": "2024-05-01T09:30:00Z", "pinned_by": {"id": "bob", "name": "Bob"}, "#
                + #""pin_expires": "2024-05-02T09:30:00Z""#)
        let pin = try XCTUnwrap(m.pinDetails)
        XCTAssertEqual(pin.pinnedAt, date("2024-05-01T09:30:00Z"))
        XCTAssertEqual(pin.pinnedBy.id, "bob")
        XCTAssertEqual(pin.pinnedBy.name, "Bob")
        XCTAssertEqual(pin.expiresAt, date("2024-05-02T09:30:00Z"))
        XCTAssertNil(try message(#""pinned_at": null"#).pinDetails)
    }

    func testI18nTranslationsByLanguage() throws {
        let m = try message(#""i18n": {"language": "en", "tr_text": "Merhaba", "pt_text": "Olá"}"#)
        XCTAssertEqual(m.translations?[.turkish], "Merhaba")
        XCTAssertEqual(m.translations?[.portuguese], "Olá")
        XCTAssertEqual(m.originalLanguage, "en")
        XCTAssertNil(try message("").translations)
    }

    func testReminder() throws {
        let m = try message(
            #""reminder": {"remind_at": "2024-05-03T08:00:00Z", "created_at": "2024-05-01T09:10:00Z", "#
                + #""updated_at": "2024-05-01T09:20:00Z"}"#)
        let reminder = try XCTUnwrap(m.reminder)
        XCTAssertEqual(reminder.remindAt, date("2024-05-03T08:00:00Z"))
        XCTAssertEqual(reminder.createdAt, date("2024-05-01T09:10:00Z"))
        XCTAssertEqual(reminder.updatedAt, date("2024-05-01T09:20:00Z"))
        let bookmark = try XCTUnwrap(try message(#""reminder": {"created_at": "2024-05-01T09:10:00Z"}"#).reminder)
        XCTAssertNil(bookmark.remindAt)
        XCTAssertNil(try message("").reminder)
    }

    func testIsLocalOnly() throws {
        XCTAssertTrue(try message(#""local_state": "sendingFailed""#).isLocalOnly)
        XCTAssertTrue(try message(#""type": "ephemeral""#).isLocalOnly)
        XCTAssertFalse(try message("").isLocalOnly)
    }

    func testUserExtraData() throws {
        let m = try message(#""mentioned_users": [{"id": "bob", "birthland": "🇳🇱", "vip": true, "score": 3}]"#)
        let bob = try XCTUnwrap(m.mentionedUsers.first)
        XCTAssertEqual(bob.extraData["birthland"], .string("🇳🇱"))
        XCTAssertEqual(bob.extraData["vip"], .bool(true))
        XCTAssertEqual(bob.extraData["score"], .number(3))
        XCTAssertNil(bob.extraData["id"])
    }

    func testChannelExtraDataAndSharedLocations() throws {
        let text = """
            channel: {id: general, name: General, is_premium: true, topic: {text: "Plans"},
                      config: {shared_locations: true}}
            members: [{user: {id: alice}}]
            """
        let t = try TranscriptLoader.decode(text: text, file: "c.yaml", baseDirectory: "/tmp", currentUserId: "alice")
        let channel = try XCTUnwrap(t.channel)
        XCTAssertEqual(channel.extraData["is_premium"], .bool(true))
        XCTAssertEqual(channel.extraData["topic"], .dictionary(["text": .string("Plans")]))
        XCTAssertNil(channel.extraData["name"])
        XCTAssertTrue(channel.config.sharedLocationsEnabled)
    }
}
