import CustomizationBuild
import Foundation

/// Results filled in from several threads, by index.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TypeCheckResult?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: TypeCheckResult) {
        lock.withLock { storage[index] = result }
    }

    var values: [TypeCheckResult?] { lock.withLock { storage } }
}
