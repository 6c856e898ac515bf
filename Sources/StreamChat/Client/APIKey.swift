/// A Stream app's API key (the SDK's `APIKey`).
public struct APIKey: Equatable, Sendable {
    /// The key as the dashboard shows it.
    public let apiKeyString: String

    public init(_ apiKeyString: String) {
        self.apiKeyString = apiKeyString
    }
}
