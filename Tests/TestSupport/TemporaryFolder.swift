import Foundation

/// A fresh folder under the system's temporary directory for one test, removed with everything in it when the
/// value goes away, and at the latest when the test process exits: XCTest on Linux keeps every test case object
/// (and so the folders in their properties) alive until the end, so a deinit alone would leave them all behind.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// Creates `chatshot-<label>-<UUID>` in the temporary directory.
    public init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        LeftoverFolders.shared.add(url.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        LeftoverFolders.shared.remove(url.path)
    }

    /// A file or folder inside it (not created).
    public func url(_ name: String) -> URL { url.appendingPathComponent(name) }
    /// The path of a file or folder inside it (not created).
    public func path(_ name: String) -> String { url(name).path }
}

/// The temporary folders still on disk, removed by an exit handler registered with the first one.
private final class LeftoverFolders: @unchecked Sendable {
    static let shared = LeftoverFolders()
    private let lock = NSLock()
    private var paths: Set<String> = []

    private init() {
        atexit { LeftoverFolders.shared.removeAll() }
    }

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    private func removeAll() {
        let left = lock.withLock { paths }
        for path in left { try? FileManager.default.removeItem(atPath: path) }
    }
}
