import Foundation

/// The two areas of a content-addressed cache, as Bazel's remote cache names them: `ac` maps a key (the SHA-256 of
/// what made an image) to a small action record, `cas` holds blobs under the SHA-256 of their bytes.
public enum CacheArea: String, Sendable {
    case ac, cas
}

/// A store of renders shared by runs (a folder) or by machines (an HTTP server speaking Bazel's remote-cache
/// protocol). Implementations only move bytes; `RenderCacheSession` checks them and decides what to trust.
public protocol RenderCache: Sendable {
    /// Where the cache is, for messages (never with credentials).
    var location: String { get }
    /// The entry's bytes; nil when it is not there. Throws when the cache cannot answer (unreachable, refused, too
    /// slow): the run then goes on without it.
    func get(_ area: CacheArea, _ key: String) throws -> Data?
    /// Stores the entry (replacing an older one). Throws when the cache refuses or cannot be reached.
    func put(_ area: CacheArea, _ key: String, _ data: Data) throws
}

/// Why the cache could not be used: one line, without credentials.
public struct RenderCacheError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Opens `--cache VALUE`: an `http://` or `https://` URL (a Bazel remote cache: bazel-remote, nginx with WebDAV, …)
/// or a folder. Credentials never come from the value: `CHATSHOT_RENDER_CACHE_AUTH` holds them (see `HTTPCache`);
/// `CHATSHOT_LIBCURL` may name the libcurl an HTTP cache loads.
public enum RenderCaches {
    /// The environment variable that holds the HTTP cache's credentials.
    public static let authEnvironmentKey = "CHATSHOT_RENDER_CACHE_AUTH"

    public static func open(
        _ value: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RenderCache {
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            return try HTTPCache(
                url: value, authorization: environment[authEnvironmentKey],
                library: environment[CurlTransport.libraryEnvironmentKey].flatMap { $0.isEmpty ? nil : $0 })
        }
        if lower.contains("://") {
            throw ChatShotError.option(
                "--cache", problem: "expected a folder or an http:// or https:// URL, found \(quoted(value))")
        }
        return try DirectoryCache(path: value)
    }
}
