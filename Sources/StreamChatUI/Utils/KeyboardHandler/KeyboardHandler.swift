import UIKit

/// Handles the keyboard's events for a screen (the SDK's `KeyboardHandler`). A still picture has no keyboard.
@preconcurrency @MainActor
public protocol KeyboardHandler {
    /// Starts handling the keyboard's events.
    func start()
    /// Stops handling them.
    func stop()
}
