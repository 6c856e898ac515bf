import Foundation

/// A render cache on an HTTP server that speaks Bazel's remote-cache protocol: `GET`/`PUT` of `PREFIX/ac/<sha256>`
/// and `PREFIX/cas/<sha256>` (bazel-remote, nginx or Apache with WebDAV, …). 404 is a miss; any other failure — no
/// connection, an error status, no answer within `timeout` — throws, and the session stops using the cache.
///
/// Credentials come from `CHATSHOT_RENDER_CACHE_AUTH`, never from the URL: `user:password` is sent as HTTP basic
/// authentication, anything else (`Bearer TOKEN`) as the `Authorization` header itself. They never appear in
/// `location` or in an error.
public final class HTTPCache: RenderCache, @unchecked Sendable {
    /// The prefix, with no trailing slash and no credentials.
    public let base: URL
    public let location: String
    /// Seconds one request may take before the cache counts as gone.
    public let timeout: TimeInterval
    private let authorization: String?
    /// The connection (libcurl, loaded when the first HTTP cache opens: see `CurlTransport`).
    private let transport: CurlTransport
    /// The largest entry accepted: 256 MiB.
    static let maxEntryBytes = 256 << 20
    /// The largest answer this cache accepts (`maxEntryBytes`; smaller in tests).
    var entryLimit = HTTPCache.maxEntryBytes

    /// Opens the cache at `url`. `library` names the libcurl to load (`CHATSHOT_LIBCURL`); nil tries the system's.
    /// Throws a `ChatShotError.option` for a URL that is not an http(s) prefix, holds credentials, or when libcurl
    /// cannot be loaded.
    public init(
        url: String, authorization credentials: String? = nil, timeout: TimeInterval = 5, library: String? = nil
    ) throws {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, let base = components.url
        else {
            throw ChatShotError.option(
                "--cache", problem: "expected http(s)://host[:port]/prefix, found \(quoted(Self.redacted(url)))")
        }
        guard components.user == nil && components.password == nil else {
            throw ChatShotError.option(
                "--cache",
                problem: "the URL holds credentials; give them in \(RenderCaches.authEnvironmentKey) instead "
                    + "(user:password, or an Authorization header value such as 'Bearer TOKEN')")
        }
        do {
            transport = try CurlTransport(library: library)
        } catch {
            throw ChatShotError.option(
                "--cache",
                problem: "an http(s) render cache needs libcurl, which could not be loaded (\(error)); install it "
                    + "(Debian and Ubuntu: libcurl4) or name it in \(CurlTransport.libraryEnvironmentKey)")
        }
        self.base = base
        self.location = text
        self.timeout = timeout
        if let credentials, credentials.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ChatShotError.option(
                RenderCaches.authEnvironmentKey, problem: "holds a control character (a line break?); not sent")
        }
        if let credentials, !credentials.isEmpty {
            if !credentials.contains(" "), credentials.contains(":") {
                authorization = "Basic " + Data(credentials.utf8).base64EncodedString()
            } else {
                authorization = credentials
            }
        } else {
            authorization = nil
        }
    }

    /// The URL without anything between `//` and `@`, for messages.
    static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].firstIndex(of: "@") else {
            return url
        }
        let slash = url[scheme.upperBound...].firstIndex(of: "/") ?? url.endIndex
        return at < slash ? String(url[..<scheme.upperBound]) + "…@" + String(url[url.index(after: at)...]) : url
    }

    func url(_ area: CacheArea, _ key: String) throws -> URL {
        guard key.isSHA256Hex else { throw RenderCacheError("not a SHA-256 key: \(key)") }
        return base.appendingPathComponent(area.rawValue).appendingPathComponent(key)
    }

    public func get(_ area: CacheArea, _ key: String) throws -> Data? {
        let answer = try send("GET", try url(area, key), body: nil)
        switch answer.status {
        case 200: return answer.body
        case 404: return nil
        default: throw RenderCacheError("GET /\(area.rawValue)/… answered HTTP \(answer.status)")
        }
    }

    public func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        let answer = try send("PUT", try url(area, key), body: data)
        guard (200..<300).contains(answer.status) else {
            throw RenderCacheError("PUT /\(area.rawValue)/… answered HTTP \(answer.status)")
        }
    }

    /// One request, waited for (the render threads call it, one at a time): the status and body.
    private func send(_ method: String, _ url: URL, body: Data?) throws -> CurlTransport.Answer {
        var headers: [String] = []
        if let authorization { headers.append("Authorization: " + authorization) }
        if body != nil { headers.append("Content-Type: application/octet-stream") }
        return try transport.send(
            method, url.absoluteString, headers: headers, body: body, timeout: timeout, limit: entryLimit)
    }
}
