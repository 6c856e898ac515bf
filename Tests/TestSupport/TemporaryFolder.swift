import Foundation

/// A fresh folder under the system's temporary directory for one test, removed with everything in it when the
/// value goes away (keep it in a test case's property, or a local for the test's duration).
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// Creates `chatshot-<label>-<UUID>` in the temporary directory.
    public init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A file or folder inside it (not created).
    public func url(_ name: String) -> URL { url.appendingPathComponent(name) }
    /// The path of a file or folder inside it (not created).
    public func path(_ name: String) -> String { url(name).path }
}
