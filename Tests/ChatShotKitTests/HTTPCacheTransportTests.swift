import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

/// The HTTP cache's transport: libcurl loaded on first use (never linked), the requests it sends to a real nginx with
/// WebDAV, and what happens when libcurl is missing.
final class HTTPCacheTransportTests: XCTestCase {
    func testAnEntryGoesUpAndComesBackByteForByteWithTheCredentialsSent() throws {
        let server = try startNginx()
        let cache = try HTTPCache(url: server.url, authorization: "user:secret")
        var bytes = Data(count: 300_000)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 31 &+ i >> 8) }
        let key = SHA256Digest.hex(bytes)
        XCTAssertNil(try cache.get(.cas, key), "a miss is nil")
        try cache.put(.cas, key, bytes)
        XCTAssertEqual(try cache.get(.cas, key), bytes)
        try cache.put(.ac, key, Data())
        XCTAssertEqual(try cache.get(.ac, key), Data(), "an empty entry is an entry")
        let stored = try Data(contentsOf: URL(fileURLWithPath: server.root + "/cache/cas/" + key))
        XCTAssertEqual(stored, bytes)
        let basic = "Basic " + Data("user:secret".utf8).base64EncodedString()
        XCTAssertEqual(
            server.requests(atLeast: 5).map { $0.replacingOccurrences(of: key, with: "KEY") },
            [
                "GET /cache/cas/KEY 404 \(basic)", "PUT /cache/cas/KEY 201 \(basic)", "GET /cache/cas/KEY 200 \(basic)",
                "PUT /cache/ac/KEY 201 \(basic)", "GET /cache/ac/KEY 200 \(basic)"
            ])
    }

    func testATokenIsSentAsTheAuthorizationHeaderItself() throws {
        let server = try startNginx()
        let cache = try HTTPCache(url: server.url, authorization: "Bearer abc.def")
        XCTAssertNil(try cache.get(.ac, SHA256Digest.hex("x")))
        XCTAssertEqual(server.requests(atLeast: 1), ["GET /cache/ac/\(SHA256Digest.hex("x")) 404 Bearer abc.def"])
    }

    /// https is TLS with the server's certificate verified: a self-signed one is refused before any request (and so
    /// before any credential) is sent.
    func testHTTPSVerifiesTheServersCertificate() throws {
        let server: NginxDAV
        do { server = try NginxDAV(https: true) } catch let e as NginxDAV.Unavailable { throw XCTSkip(e.description) }
        XCTAssertTrue(server.url.hasPrefix("https://"))
        let cache = try HTTPCache(url: server.url, authorization: "Bearer not-for-an-unverified-server")
        XCTAssertThrowsError(try cache.get(.ac, SHA256Digest.hex("x"))) {
            XCTAssertTrue("\($0)".contains("certificate"), "\($0)")
        }
        XCTAssertEqual(server.requests, [])
    }

    func testAnAnswerOverTheLimitIsAFailureNotAnEntry() throws {
        let server = try startNginx()
        let cache = try HTTPCache(url: server.url)
        let big = Data(repeating: 7, count: 5000)
        try cache.put(.cas, SHA256Digest.hex(big), big)
        cache.entryLimit = 4096
        XCTAssertThrowsError(try cache.get(.cas, SHA256Digest.hex(big))) {
            XCTAssertEqual("\($0)", "an entry larger than 4096 bytes")
        }
        cache.entryLimit = 5000
        XCTAssertEqual(try cache.get(.cas, SHA256Digest.hex(big)), big)
    }

    func testAnErrorStatusThrowsWithTheStatus() throws {
        let server = try startNginx()
        let cache = try HTTPCache(url: "http://127.0.0.1:\(server.port)/not-writable")
        XCTAssertThrowsError(try cache.put(.cas, SHA256Digest.hex("x"), Data("x".utf8))) {
            XCTAssertTrue("\($0)".hasPrefix("PUT /cas/… answered HTTP 4"), "\($0)")
        }
    }

    func testNoServerIsOneLineNamingTheAddress() throws {
        let cache = try HTTPCache(url: "http://127.0.0.1:9/cache", timeout: 2)
        XCTAssertThrowsError(try cache.get(.ac, SHA256Digest.hex("x"))) {
            let message = "\($0)"
            XCTAssertTrue(message.contains("127.0.0.1"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    func testALibcurlThatCannotBeLoadedIsAnOptionErrorOnOneLine() throws {
        XCTAssertThrowsError(try HTTPCache(url: "http://127.0.0.1:9/cache", library: "/nonexistent/libcurl.so.4")) {
            guard case .option(let subject, let problem)? = $0 as? ChatShotError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(subject, "--cache")
            XCTAssertTrue(problem.contains("needs libcurl"), problem)
            XCTAssertTrue(problem.contains("/nonexistent/libcurl.so.4"), problem)
            XCTAssertTrue(problem.contains("CHATSHOT_LIBCURL"), problem)
            XCTAssertFalse("\($0)".contains("\n"))
        }
        // A library that is not libcurl is refused by name.
        XCTAssertThrowsError(try HTTPCache(url: "http://127.0.0.1:9/cache", library: "libz.so.1")) {
            XCTAssertTrue("\($0)".contains("needs libcurl"), "\($0)")
        }
        // The system's libcurl still loads afterwards.
        XCTAssertNoThrow(try HTTPCache(url: "http://127.0.0.1:9/cache"))
    }

    func testCredentialsWithALineBreakAreRefusedWithoutShowingThem() throws {
        XCTAssertThrowsError(
            try HTTPCache(url: "http://127.0.0.1:9/cache", authorization: "Bearer x\r\nX-Evil: secret")
        ) {
            XCTAssertTrue("\($0)".hasPrefix(RenderCaches.authEnvironmentKey), "\($0)")
            XCTAssertFalse("\($0)".contains("secret"), "\($0)")
        }
    }
}
