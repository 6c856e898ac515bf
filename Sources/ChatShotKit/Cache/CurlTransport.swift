internal import CCurl
import Foundation

/// HTTP requests through libcurl, loaded when the first HTTP render cache opens (`dlopen`, see the CCurl target):
/// chatshot links neither libcurl nor Foundation's networking, so a command without an HTTP cache never loads them
/// and pays nothing for them at start. One connection, kept open between requests, and one request at a time: a
/// cache answers in milliseconds, and the render threads take turns.
final class CurlTransport: @unchecked Sendable {
    /// Names a libcurl to load instead of the system's (a path), for machines that keep it elsewhere.
    static let libraryEnvironmentKey = "CHATSHOT_LIBCURL"

    /// The libraries tried in turn when `CHATSHOT_LIBCURL` is not set: the OpenSSL flavour Debian and Ubuntu install
    /// as libcurl4, then the GnuTLS one.
    static var systemLibraries: [String] {
        #if canImport(Darwin)
            return ["/usr/lib/libcurl.4.dylib"]
        #else
            return ["libcurl.so.4", "libcurl-gnutls.so.4"]
        #endif
    }

    /// Why libcurl could not be loaded: the dynamic loader's message for the first library tried.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// An answer: its HTTP status and body.
    struct Answer {
        var status: Int
        var body: Data
    }

    private let connection: OpaquePointer
    private let lock = NSLock()

    /// Loads libcurl (once per process: later calls find it loaded) and opens a connection.
    init(library: String? = nil) throws {
        let candidates = library.map { [$0] } ?? Self.systemLibraries
        var firstFailure: String?
        for name in candidates {
            var message = [CChar](repeating: 0, count: 512)
            if ccurl_load(name, &message, message.count) == 0 {
                firstFailure = nil
                break
            }
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            firstFailure = firstFailure ?? text
        }
        if let firstFailure { throw Unavailable(description: firstFailure) }
        guard let connection = ccurl_connection_open() else {
            throw Unavailable(description: "libcurl could not open a connection handle")
        }
        self.connection = connection
    }

    deinit { ccurl_connection_close(connection) }

    /// Sends `method` ("GET" or "PUT", with `body`) to `url` with the header lines given, and waits for the answer
    /// (at most `timeout` seconds). Redirects are answers, never followed. Throws the failure's one-line reason (no
    /// connection, a timeout, an answer over `limit` bytes).
    func send(
        _ method: String, _ url: String, headers: [String], body: Data?, timeout: TimeInterval, limit: Int
    ) throws -> Answer {
        lock.lock()
        defer { lock.unlock() }
        let lines = headers.map { strdup($0) }
        defer { lines.forEach { free($0) } }
        let linePointers = lines.map { UnsafePointer($0) }
        var response = ccurl_response()
        let result = linePointers.withUnsafeBufferPointer { headerList in
            (body ?? Data()).withUnsafeBytes { bytes in
                var request = ccurl_request(
                    method: nil, url: nil, headers: headerList.baseAddress, header_count: headerList.count,
                    body: bytes.bindMemory(to: UInt8.self).baseAddress, body_length: bytes.count,
                    timeout_ms: max(1, Int(timeout * 1000)), max_response_bytes: limit)
                return method.withCString { methodText in
                    url.withCString { urlText in
                        request.method = methodText
                        request.url = urlText
                        return ccurl_perform(connection, &request, &response)
                    }
                }
            }
        }
        defer { ccurl_response_free(&response) }
        guard result == 0 else {
            if response.too_large != 0 {
                let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
                throw RenderCacheError("an entry larger than \(size)")
            }
            let message = withUnsafeBytes(of: &response.error) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw RenderCacheError(message)
        }
        let data = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
        return Answer(status: response.status, body: data)
    }
}
