import Foundation

/// Observes the client's events (the SDK's `EventsController`), made by `ChatClient.eventsController()`. Offline,
/// no event arrives: the delegate is kept and never called.
public class EventsController: Controller, @unchecked Sendable {
    public var callbackQueue: DispatchQueue = .main

    /// Told of each event (never, offline).
    public weak var delegate: EventsControllerDelegate?

    init() {}
}

extension ChatClient {
    /// A controller of the client's events.
    public func eventsController() -> EventsController {
        EventsController()
    }
}
