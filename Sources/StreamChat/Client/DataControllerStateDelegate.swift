/// Told when a `DataController`'s state changes (the SDK's `DataControllerStateDelegate`).
@preconcurrency @MainActor
public protocol DataControllerStateDelegate: AnyObject {
    func controller(_ controller: DataController, didChangeState state: DataController.State)
}

extension DataControllerStateDelegate {
    public func controller(_ controller: DataController, didChangeState state: DataController.State) {}
}
