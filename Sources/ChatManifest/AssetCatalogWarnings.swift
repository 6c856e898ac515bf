import Foundation
import Synchronization

/// Warnings about parts of an asset catalog chatshot does not draw, printed once each to standard error.
enum AssetCatalogWarnings {
    private static let printed = Mutex(Set<String>())

    static func note(_ message: String) {
        let isNew = printed.withLock { $0.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data("chatshot: warning: \(message)\n".utf8)) }
    }
}
