/// Told when a `DataController`'s state changes (the SDK's `DataControllerStateDelegate`).
public protocol DataControllerStateDelegate: AnyObject {
    func controller(_ controller: DataController, didChangeState state: DataController.State)
}

public extension DataControllerStateDelegate {
    func controller(_ controller: DataController, didChangeState state: DataController.State) {}
}
