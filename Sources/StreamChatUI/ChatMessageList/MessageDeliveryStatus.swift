/// Delivery state of the current user's message: waiting to be sent, sent, delivered to another member's device
/// (delivery events), read by another member, failed; `none` for messages that have no receipt.
public enum MessageDeliveryStatus: Sendable { case pending, sent, delivered, read, failed, none }
