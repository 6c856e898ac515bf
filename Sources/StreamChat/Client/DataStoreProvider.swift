/// A controller whose `dataStore` reads the models its client has (the SDK's `DataStoreProvider`).
public protocol DataStoreProvider {
    /// The client whose models `dataStore` reads.
    var client: ChatClient { get }
}

extension DataStoreProvider {
    /// The models the client has, by id: offline, the render's transcript.
    public var dataStore: DataStore { DataStore(client: client) }
}
