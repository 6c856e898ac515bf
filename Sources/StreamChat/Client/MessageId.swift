/// A message's identifier (the SDK's `MessageId`).
public typealias MessageId = String
