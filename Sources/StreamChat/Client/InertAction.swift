import Foundation
import Synchronization

/// A write action of the client layer (sending, reacting, deleting, …): a still render changes nothing, so the
/// action does nothing and says so on stderr, once per action name per process.
package enum InertAction {
    private static let warned = Mutex<Set<String>>([])

    /// Warns, the first time, that `action` (e.g. "ChatChannelController.createNewMessage") is ignored.
    /// Returns whether it warned.
    @discardableResult
    package static func ignore(_ action: String) -> Bool {
        let isFirst = warned.withLock { $0.insert(action).inserted }
        if isFirst {
            FileHandle.standardError.write(Data("chatshot: warning: \(action) is ignored in a still render\n".utf8))
        }
        return isFirst
    }

    /// The actions warned about so far.
    package static var warnedActions: Set<String> { warned.withLock { $0 } }
}
