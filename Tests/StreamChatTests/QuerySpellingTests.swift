import Foundation
import XCTest

@testable import StreamChat

/// The SDK's spellings of queries, identifiers and set-up compile and mean what they do there.
final class QuerySpellingTests: XCTestCase {
    func testChannelIds() throws {
        let cid = ChannelId(type: .messaging, id: "general")
        XCTAssertEqual(cid.rawValue, "messaging:general")
        XCTAssertEqual(cid.type, .messaging)
        XCTAssertEqual(cid.id, "general")
        XCTAssertEqual(try ChannelId(cid: "livestream:match").type, .livestream)
        XCTAssertEqual(try ChannelId(cid: "support:ticket-9").type, .custom("support"))
        XCTAssertThrowsError(try ChannelId(cid: "no-colon")) { XCTAssertTrue($0 is ClientError.InvalidChannelId) }
        XCTAssertThrowsError(try ChannelId(cid: "messaging: "))
        let userId: UserId = "ann"
        let messageId: MessageId = "m1"
        XCTAssertEqual(userId + messageId, "annm1")
    }

    func testChannelListQuery() throws {
        let query = ChannelListQuery(
            filter: .and([
                .containMembers(userIds: ["ann"]), .equal(.type, to: .messaging),
                .in(.cid, values: ["messaging:a", "messaging:b"])
            ]),
            sort: [Sorting(key: .default), .init(key: .createdAt, isAscending: true)],
            pageSize: 10, messagesLimit: 5)
        XCTAssertEqual(query.pagination.pageSize, 10)
        XCTAssertEqual(query.sort.map(\.description), ["last_updated:-1", "created_at:1"])
        XCTAssertEqual(query.filter.operator, "$and")
        let json = try JSONEncoder().encode(query.filter)
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let parts = object?["$and"] as? [[String: Any]]
        XCTAssertEqual(parts?.count, 3)
        XCTAssertEqual((parts?[1]["type"] as? [String: Any])?["$eq"] as? String, "messaging")
        _ = ChannelListQuery(
            filter: .or([
                .exists(.lastMessageAt), .greater(.memberCount, than: 2),
                .autocomplete(.name, text: "des"), .notEqual(.hidden, to: true)
            ]),
            sort: [.init(key: .unreadCount), .init(key: .hasUnread), .init(key: .memberCount)])
        _ = ChannelListQuery(filter: .noTeam)
        _ = ChannelListQuery(filter: .hasUnread)
        let custom: FilterKey<ChannelListFilterScope, String> = "custom_field"
        _ = ChannelListQuery(filter: .equal(custom, to: "x"))
    }

    func testChannelQueryAndPagination() {
        let query = ChannelQuery(cid: "messaging:design", pageSize: 50, paginationParameter: .lessThan("m2"))
        XCTAssertEqual(query.cid, "messaging:design")
        XCTAssertEqual(query.id, "design")
        XCTAssertEqual(query.type, .messaging)
        XCTAssertEqual(query.pagination, MessagesPagination(pageSize: 50, parameter: .lessThan("m2")))
        XCTAssertEqual(Pagination(pageSize: .channelsPageSize).pageSize, 20)
        XCTAssertEqual(Int.messagesPageSize, 25)
    }

    func testClientSetUp() throws {
        let config = ChatClientConfig(apiKey: APIKey("q95x9hkbyd6p"))
        XCTAssertEqual(config.apiKey.apiKeyString, "q95x9hkbyd6p")
        let client = ChatClient(config: config)
        let token: Token = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoibHVrZV9za3l3YWxrZXIifQ.sig"
        XCTAssertEqual(token.userId, "luke_skywalker")
        XCTAssertEqual(try Token(rawValue: Token.development(userId: "leia").rawValue).userId, "leia")
        XCTAssertThrowsError(try Token(rawValue: "not-a-jwt"))
        client.connectUser(
            userInfo: UserInfo(
                id: token.userId, name: "Luke",
                imageURL: URL(string: "https://example.com/luke.png")),
            token: token)
        XCTAssertEqual(client.currentUserId, "luke_skywalker")
        XCTAssertEqual(client.connectionStatus, .connected)
        client.connectUser(userInfo: UserInfo(id: "han"), tokenProvider: { $0(.success(.development(userId: "han"))) })
        XCTAssertEqual(client.currentUserId, "han")
    }
}
