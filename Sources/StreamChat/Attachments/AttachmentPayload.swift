/// A typed attachment payload (the SDK's `AttachmentPayload`): decoded from, and encoded to, Stream's attachment
/// JSON. Apps' custom attachment types conform to it too.
public protocol AttachmentPayload: Codable {
    /// The attachment type the payload is for.
    static var type: AttachmentType { get }
}
