import Foundation

/// An attachment of a message with a payload of type `Payload` (the SDK's `ChatMessageAttachment`): the payload's
/// properties read through the attachment (`attachment.imageURL`).
@dynamicMemberLookup
public struct ChatMessageAttachment<Payload> {
    public let id: AttachmentId
    public let type: AttachmentType
    public var payload: Payload
    public let downloadingState: AttachmentDownloadingState?
    public let uploadingState: AttachmentUploadingState?

    public init(
        id: AttachmentId, type: AttachmentType, payload: Payload,
        downloadingState: AttachmentDownloadingState?, uploadingState: AttachmentUploadingState?
    ) {
        self.id = id
        self.type = type
        self.payload = payload
        self.downloadingState = downloadingState
        self.uploadingState = uploadingState
    }

    public subscript<T>(dynamicMember keyPath: KeyPath<Payload, T>) -> T {
        payload[keyPath: keyPath]
    }
}

extension ChatMessageAttachment: Equatable where Payload: Equatable {}
extension ChatMessageAttachment: Hashable where Payload: Hashable {}
extension ChatMessageAttachment: Sendable where Payload: Sendable {}

extension ChatMessageAttachment where Payload == Data {
    /// The attachment with its JSON decoded as `payloadType`; nil when the type differs or the JSON does not decode.
    public func attachment<PayloadData: AttachmentPayload>(
        payloadType: PayloadData.Type
    ) -> ChatMessageAttachment<PayloadData>? {
        guard PayloadData.type == type || type == .unknown,
            let decoded = try? JSONDecoder().decode(PayloadData.self, from: payload)
        else { return nil }
        return ChatMessageAttachment<PayloadData>(
            id: id, type: type, payload: decoded,
            downloadingState: downloadingState, uploadingState: uploadingState)
    }
}

extension ChatMessageAttachment where Payload: AttachmentPayload {
    /// The attachment with its payload as JSON.
    public var asAnyAttachment: AnyChatMessageAttachment {
        let data = (try? JSONEncoder().encode(payload)) ?? Data("{}".utf8)
        return AnyChatMessageAttachment(
            id: id, type: type, payload: data,
            downloadingState: downloadingState, uploadingState: uploadingState)
    }

    /// The attachment re-read as another payload type; nil when its JSON does not decode as one.
    public func asAttachment<NewPayload: AttachmentPayload>(
        payloadType: NewPayload.Type
    ) -> ChatMessageAttachment<NewPayload>? {
        guard let data = try? JSONEncoder().encode(payload),
            let decoded = try? JSONDecoder().decode(NewPayload.self, from: data)
        else { return nil }
        return ChatMessageAttachment<NewPayload>(
            id: id, type: type, payload: decoded,
            downloadingState: downloadingState, uploadingState: uploadingState)
    }
}
