import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit

#if canImport(Glibc)
    import Glibc
#endif

/// The render cache over HTTP against a real nginx with WebDAV on loopback (Bazel's remote-cache protocol): the same
/// results as without a cache, tampered blobs ignored, a server that goes away mid-run, and a read-only run.
final class RenderCacheNginxTests: XCTestCase {
    func testNginxCacheGivesTheResultsOfAFullCheck() throws {
        let server = try startNginx()
        let f = try RenderCacheFixture()
        _ = try f.check(.all)
        let full = try f.check()
        let cold = try f.check(cache: f.session(try HTTPCache(url: server.url)))
        XCTAssertEqual(RenderCacheFixture.comparable(cold), RenderCacheFixture.comparable(full))
        let cas = try FileManager.default.contentsOfDirectory(atPath: server.root + "/cache/cas")
        let images = try FileManager.default.contentsOfDirectory(atPath: f.baseline).map {
            SHA256Digest.hex(try Data(contentsOf: URL(fileURLWithPath: f.baseline + "/" + $0)))
        }
        XCTAssertEqual(Set(cas), Set(images), "one blob per image, named by its SHA-256")
        for blob in cas {
            let data = try Data(contentsOf: URL(fileURLWithPath: server.root + "/cache/cas/" + blob))
            XCTAssertEqual(SHA256Digest.hex(data), blob)
        }
        let warm = try f.check(cache: f.session(try HTTPCache(url: server.url + "/")))
        XCTAssertEqual(RenderCacheFixture.comparable(warm), RenderCacheFixture.comparable(full))
        XCTAssertEqual(Set(RenderCacheFixture.cacheUse(warm).values), ["unchanged-by-input"])

        // Changes: the same results as a full check; a second machine (a fresh session) reuses what the first stored.
        try f.change()
        let fullAfter = try f.check()
        let cachedAfter = try f.check(cache: f.session(try HTTPCache(url: server.url)))
        XCTAssertEqual(RenderCacheFixture.comparable(cachedAfter), RenderCacheFixture.comparable(fullAfter))
        XCTAssertFalse(fullAfter.passed)
        XCTAssertEqual(f.warnings.all, [])
    }

    func testATamperedBlobOnTheServerIsRenderedNeverPassed() throws {
        let server = try startNginx()
        let f = try RenderCacheFixture()
        _ = try f.check(.all, cache: f.session(try HTTPCache(url: server.url)))
        let other = try Data(contentsOf: URL(fileURLWithPath: f.baseline + "/brand.png"))
        try other.write(to: URL(fileURLWithPath: f.baseline + "/group.png"))
        for blob in try FileManager.default.contentsOfDirectory(atPath: server.root + "/cache/cas") {
            try other.write(to: URL(fileURLWithPath: server.root + "/cache/cas/" + blob))
        }
        let cached = try f.check(cache: f.session(try HTTPCache(url: server.url)))
        let group = cached.shots.first { $0.name == "group" }!
        XCTAssertEqual(group.status, .changed, "a blob that does not match its hash never makes a pass")
        XCTAssertNil(group.cache)
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(try f.check()))
        XCTAssertEqual(f.warnings.all.filter { $0.contains("does not have the SHA-256") }.count, 1)
        // The render replaced the tampered blob with the right bytes.
        let fixed = server.requests.filter { $0.hasPrefix("PUT /cache/cas/") }
        XCTAssertFalse(fixed.isEmpty)
    }

    func testTheServerStoppedMidRunCostsOneWarningAndTheSameResults() throws {
        let server = try startNginx()
        let f = try RenderCacheFixture()
        _ = try f.check(.all)
        let full = try f.check()
        // The cache is filled; after the changes, the server goes away before the second image that must render.
        _ = try f.check(cache: f.session(try HTTPCache(url: server.url)))
        try f.change()
        let fullAfter = try f.check()
        final class Count: @unchecked Sendable {
            var n = 0
            let lock = NSLock()
        }
        let count = Count()
        let runner = BatchRunner(parallelism: 1) {
            count.lock.lock()
            count.n += 1
            count.lock.unlock()
            return StoppingWorker(stop: { server.stop() })
        }
        var check = BaselineCheck(galleryPath: f.gallery, baseline: f.baseline, runner: runner)
        check.cache = f.session(try HTTPCache(url: server.url, timeout: 2))
        _ = ShotInputHash.environment
        let start = Date()
        let cached = try check.run()
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(fullAfter))
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        XCTAssertEqual(f.warnings.all.count, 1, "\(f.warnings.all)")
        XCTAssertTrue(f.warnings.all.first?.contains("rendering locally") == true)
        XCTAssertTrue(f.warnings.all.first?.contains("127.0.0.1") == true)
        XCTAssertNotEqual(RenderCacheFixture.comparable(full), RenderCacheFixture.comparable(fullAfter))
    }

    func testReadOnlyNeverWrites() throws {
        let server = try startNginx()
        let f = try RenderCacheFixture()
        _ = try f.check(.all)
        let full = try f.check()
        let readOnly = try f.check(cache: f.session(try HTTPCache(url: server.url), readOnly: true))
        XCTAssertEqual(RenderCacheFixture.comparable(readOnly), RenderCacheFixture.comparable(full))
        XCTAssertFalse(server.requests.isEmpty, "it asked the server")
        XCTAssertEqual(server.requests.filter { !$0.hasPrefix("GET ") }, [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: server.root + "/cache"), [])
        // Filled by a trusted run, read by an untrusted one: hits, and still nothing written.
        _ = try f.check(cache: f.session(try HTTPCache(url: server.url)))
        let puts = server.requests.filter { $0.hasPrefix("PUT ") }.count
        XCTAssertGreaterThan(puts, 0)
        try f.change()
        let after = try f.check(cache: f.session(try HTTPCache(url: server.url), readOnly: true))
        XCTAssertEqual(RenderCacheFixture.comparable(after), RenderCacheFixture.comparable(try f.check()))
        XCTAssertEqual(RenderCacheFixture.cacheUse(after)["plain--light"], "unchanged-by-input")
        XCTAssertEqual(server.requests.filter { $0.hasPrefix("PUT ") }.count, puts)
    }

    /// A server that takes connections and never answers: one warning after the timeout, the same results.
    func testASilentServerCostsOneWarningAndTheSameResults() throws {
        let f = try RenderCacheFixture()
        _ = try f.check(.all)
        let full = try f.check()
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p -> Int32 in
                guard bind(fd, p, length) == 0, listen(fd, 16) == 0 else { return -1 }
                return getsockname(fd, p, &length)
            }
        }
        XCTAssertEqual(listening, 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        _ = ShotInputHash.environment  // hashed once per process (the fonts): not the server's time
        let start = Date()
        let cached = try f.check(cache: f.session(try HTTPCache(url: "http://127.0.0.1:\(port)/cache", timeout: 1)))
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(full))
        XCTAssertEqual(f.warnings.all.count, 1, "\(f.warnings.all)")
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "no hang: each request gives up after its timeout")
    }

    /// A redirect is not followed (credentials stay with the server named): one warning, the same results.
    func testARedirectIsNotFollowed() throws {
        let server = try startNginx()
        let f = try RenderCacheFixture()
        _ = try f.check(.all)
        let full = try f.check()
        let moved = try HTTPCache(
            url: "http://127.0.0.1:\(server.port)/moved", authorization: "Bearer not-for-elsewhere")
        let cached = try f.check(cache: f.session(moved))
        XCTAssertEqual(RenderCacheFixture.comparable(cached), RenderCacheFixture.comparable(full))
        XCTAssertEqual(f.warnings.all.count, 1, "\(f.warnings.all)")
        XCTAssertTrue(f.warnings.all.first?.contains("301") == true, "\(f.warnings.all)")
        XCTAssertEqual(server.requests.filter { $0.contains("/cache/") }, [], "never followed")
    }

    func testCredentialsComeFromTheEnvironmentAndNeverShow() throws {
        XCTAssertThrowsError(try RenderCaches.open("http://user:secret@127.0.0.1:1/cache", environment: [:])) {
            XCTAssertFalse("\($0)".contains("secret"), "\($0)")
        }
        let cache = try RenderCaches.open(
            "http://127.0.0.1:1/cache", environment: [RenderCaches.authEnvironmentKey: "user:secret"])
        XCTAssertFalse(cache.location.contains("secret"))
        XCTAssertThrowsError(try cache.get(.ac, SHA256Digest.hex("x"))) {
            XCTAssertFalse("\($0)".contains("secret"), "\($0)")
        }
        XCTAssertThrowsError(try RenderCaches.open("ftp://host/x", environment: [:]))
    }
}

/// Renders as `ThreadWorker` does, and stops the server before its second image.
private final class StoppingWorker: RenderWorker {
    let stop: () -> Void
    let inner = ThreadWorker()
    var rendered = 0
    init(stop: @escaping () -> Void) { self.stop = stop }
    func render(_ job: GalleryJob, to output: String) throws {
        _ = try renderKeepingPixels(job, to: output)
    }
    func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
        rendered += 1
        if rendered == 2 { stop() }
        return try inner.renderKeepingPixels(job, to: output)
    }
    func close() {}
}

/// nginx with WebDAV on loopback, or a skip when it cannot run here.
func startNginx() throws -> NginxDAV {
    do { return try NginxDAV() } catch let e as NginxDAV.Unavailable { throw XCTSkip(e.description) }
}
