/// A team's identifier (the SDK's `TeamId`).
public typealias TeamId = String
