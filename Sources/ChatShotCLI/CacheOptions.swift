import ArgumentParser
import ChatCanvas
import ChatShotKit
import Foundation

/// `--cache`, `--no-cache` and `--cache-read-only` of `check` (see docs/cache.md).
struct CacheOptions: ParsableArguments {
    /// Where the cache is when `--cache` is not given.
    static let environmentKey = "CHATSHOT_RENDER_CACHE"

    @Option(
        help: ArgumentHelp(
            "A render cache: a folder, or an http(s)://host/prefix Bazel remote cache (credentials in CHATSHOT_RENDER_CACHE_AUTH). Default: CHATSHOT_RENDER_CACHE, else none.",
            valueName: "dir-or-url"))
    var cache: String?
    @Flag(help: "Render every shot: no render cache, even if --cache or CHATSHOT_RENDER_CACHE names one.")
    var noCache = false
    @Flag(help: "Read the render cache but never write to it (for untrusted branches).")
    var cacheReadOnly = false

    /// The session of the run, or nil without a cache.
    func session(
        gallery: String, compression: PNGCompression,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RenderCacheSession? {
        guard !noCache, let value = cache ?? environment[Self.environmentKey].flatMap({ $0.isEmpty ? nil : $0 })
        else { return nil }
        let store = try RenderCaches.open(value, environment: environment)
        return RenderCacheSession(
            cache: store, readOnly: cacheReadOnly,
            root: (URL(fileURLWithPath: gallery).standardizedFileURL.path as NSString).deletingLastPathComponent,
            settings: "png-compression=\(compression.rawValue)")
    }
}
