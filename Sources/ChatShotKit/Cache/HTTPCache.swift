import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
    /// One session for the process, never invalidated, and one request at a time: Foundation's URLSession on Linux
    /// has corrupted its heap when sessions were made and invalidated per cache and used from several render
    /// threads at once (seen in a test run). A cache answers in milliseconds, so the queueing costs little.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        return URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }()
    private static let oneAtATime = NSLock()
    /// The largest entry accepted: 256 MiB.
    static let maxEntryBytes = 256 << 20

    public init(url: String, authorization credentials: String? = nil, timeout: TimeInterval = 5) throws {
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
        self.base = base
        self.location = text
        self.timeout = timeout
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
        var request = URLRequest(url: try url(area, key))
        request.httpMethod = "GET"
        let (status, data) = try send(request, body: nil)
        switch status {
        case 200: return data
        case 404: return nil
        default: throw RenderCacheError("GET /\(area.rawValue)/… answered HTTP \(status)")
        }
    }

    public func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        var request = URLRequest(url: try url(area, key))
        request.httpMethod = "PUT"
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        let (status, _) = try send(request, body: data)
        guard (200..<300).contains(status) else {
            throw RenderCacheError("PUT /\(area.rawValue)/… answered HTTP \(status)")
        }
    }

    /// One request, waited for (the render threads call it); the status and body.
    private func send(_ original: URLRequest, body: Data?) throws -> (Int, Data) {
        var request = original
        request.timeoutInterval = timeout
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        final class Answer: @unchecked Sendable {
            var status = 0
            var data = Data()
            var failure: String?
        }
        Self.oneAtATime.lock()
        defer { Self.oneAtATime.unlock() }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let completion: @Sendable (Data?, URLResponse?, Error?) -> Void = { data, response, error in
            if let error {
                answer.failure = (error as NSError).localizedDescription
            } else {
                answer.status = (response as? HTTPURLResponse)?.statusCode ?? 0
                answer.data = data ?? Data()
            }
            done.signal()
        }
        let task =
            body.map { Self.session.uploadTask(with: request, from: $0, completionHandler: completion) }
            ?? Self.session.dataTask(with: request, completionHandler: completion)
        task.resume()
        // The request's own timeout ends the task; this is a last guard against a task that never completes (it is
        // waited for after cancelling, so no task outlives its answer's owner).
        if done.wait(timeout: .now() + timeout * 4 + 1) == .timedOut {
            task.cancel()
            _ = done.wait(timeout: .now() + 5)
            throw RenderCacheError("no answer within \(Int(timeout * 4 + 1)) s")
        }
        if let failure = answer.failure { throw RenderCacheError("\(failure)") }
        if answer.data.count > Self.maxEntryBytes {
            throw RenderCacheError("an entry larger than \(Self.maxEntryBytes >> 20) MiB")
        }
        return (answer.status, answer.data)
    }
}

/// Refuses redirects: a cache server answers where it is asked, and credentials never follow a redirect elsewhere.
/// The 3xx answer is then an error, and the run goes on without the cache.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
