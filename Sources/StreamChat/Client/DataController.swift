import Foundation

/// A controller that loads data and reports its state (the SDK's `DataController`), the base of the channel,
/// channel list and message controllers.
public class DataController: Controller, @unchecked Sendable {
    /// Where loading is.
    public enum State: Equatable, Sendable {
        case initialized
        case localDataFetched
        case localDataFetchFailed(ClientError)
        case remoteDataFetched
        case remoteDataFetchFailed(ClientError)
    }

    /// Offline, `remoteDataFetched` once `synchronize` has run: the transcript is all there is.
    public internal(set) var state: State = .initialized {
        didSet { callDelegate { stateDelegate?.controller(self, didChangeState: state) } }
    }

    public var callbackQueue: DispatchQueue = .main

    /// Loads the data; offline, sets the state and calls `completion` at once with no error.
    public func synchronize(_ completion: ((_ error: Error?) -> Void)? = nil) {
        if state == .initialized { state = .localDataFetched }
        state = .remoteDataFetched
        completion?(nil)
    }

    /// The delegate told of state changes (each subclass's `delegate`).
    weak var stateDelegate: DataControllerStateDelegate?

    init() {}
}
