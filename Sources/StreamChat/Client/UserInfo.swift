import Foundation

/// The user an app connects as (the SDK's `UserInfo`).
public struct UserInfo: Sendable {
    public let id: UserId
    public let name: String?
    public let imageURL: URL?
    public let isInvisible: Bool?
    public let extraData: [String: RawJSON]

    public init(
        id: UserId, name: String? = nil, imageURL: URL? = nil, isInvisible: Bool? = nil,
        extraData: [String: RawJSON] = [:]
    ) {
        self.id = id
        self.name = name
        self.imageURL = imageURL
        self.isInvisible = isInvisible
        self.extraData = extraData
    }
}
