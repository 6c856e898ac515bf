/// Told of the client's events (the SDK's `EventsControllerDelegate`). Offline, none arrive.
@preconcurrency @MainActor
public protocol EventsControllerDelegate: AnyObject {
    func eventsController(_ controller: EventsController, didReceiveEvent event: Event)
}
