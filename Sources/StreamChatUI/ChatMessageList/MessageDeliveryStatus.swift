/// Delivery state of the current user's message.
public enum MessageDeliveryStatus: Sendable { case pending, sent, read, failed, none }
