import Foundation

/// An attachment with its payload as Stream's JSON (the SDK's `AnyChatMessageAttachment`); read it as a typed
/// attachment with `attachment(payloadType:)`.
public typealias AnyChatMessageAttachment = ChatMessageAttachment<Data>
