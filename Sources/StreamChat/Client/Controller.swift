import Foundation

/// What every controller of the client layer is (the SDK's `Controller`).
public protocol Controller {
    /// The queue callbacks are called on. Offline, chatshot calls them right away, on the calling thread.
    var callbackQueue: DispatchQueue { get set }
}
