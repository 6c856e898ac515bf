import Foundation
import TestSupport
import XCTest

/// `chatshot check --cache`: what a user sees from the command line.
final class CheckCacheCommandLineTests: ChatShotProcessTestCase {
    func writeGallery() throws -> String {
        let transcript = Self.root.appendingPathComponent("Examples/transcripts/group-chat.json").path
        let gallery = tmp.appendingPathComponent("gallery.yaml").path
        try Data(
            """
            defaults: {width: 200, height: 260, scale: 1}
            shots:
              - {name: a, transcript: \(transcript), appearance: [light, dark]}

            """.utf8
        ).write(to: URL(fileURLWithPath: gallery))
        return gallery
    }

    func testASecondCheckWithTheCacheRendersNothingAndSaysSo() throws {
        let gallery = try writeGallery()
        let base = tmp.appendingPathComponent("base").path
        let cache = tmp.appendingPathComponent("cache").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", base, "--update", "-q"]).status, 0)
        let first = try run(["check", gallery, "--baseline", base, "--cache", cache, "-q"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "2 shots: 2 passed, 0 changed, 0 missing\n")
        let second = try run(["check", gallery, "--baseline", base, "--cache", cache, "-q"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "2 shots: 2 passed, 0 changed, 0 missing; 2 unchanged by input (not rendered)\n")
        let json = try run(["check", gallery, "--baseline", base, "--cache", cache, "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stdout.components(separatedBy: "\"cache\" : \"unchanged-by-input\"").count, 3)
        XCTAssertEqual(json.stdout.components(separatedBy: "\"inputHash\" : \"").count, 3)
        // --no-cache wins over --cache and CHATSHOT_RENDER_CACHE.
        let none = try run(["check", gallery, "--baseline", base, "--cache", cache, "--no-cache", "--json"])
        XCTAssertFalse(none.stdout.contains("inputHash"))
        // The worker processes report what they read, so their renders are cached as well.
        let processes = try run([
            "check", gallery, "--baseline", base, "--cache", tmp.appendingPathComponent("cache2").path, "--workers",
            "processes", "-q"
        ])
        XCTAssertEqual(processes.status, 0, processes.stderr)
        let again = try run([
            "check", gallery, "--baseline", base, "--cache", tmp.appendingPathComponent("cache2").path, "-q"
        ])
        XCTAssertTrue(again.stdout.contains("2 unchanged by input"), again.stdout)
    }

    /// Through nginx with WebDAV, credentials from the environment: sent to the server, shown nowhere; a read-only
    /// run never writes.
    func testThroughNginxWithCredentialsFromTheEnvironment() throws {
        let server: NginxDAV
        do { server = try NginxDAV() } catch let e as NginxDAV.Unavailable { throw XCTSkip(e.description) }
        let gallery = try writeGallery()
        let base = tmp.appendingPathComponent("base").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", base, "--update", "-q"]).status, 0)
        setenv("CHATSHOT_RENDER_CACHE_AUTH", "ci:s3cret-pass", 1)
        defer { unsetenv("CHATSHOT_RENDER_CACHE_AUTH") }
        let readOnly = try run(["check", gallery, "--baseline", base, "--cache", server.url, "--cache-read-only", "-q"])
        XCTAssertEqual(readOnly.status, 0, readOnly.stderr)
        XCTAssertFalse(server.requests.isEmpty)
        XCTAssertEqual(server.requests.filter { !$0.hasPrefix("GET ") }, [], "read-only: nothing but GET")
        let first = try run(["check", gallery, "--baseline", base, "--cache", server.url, "-q"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let second = try run(["check", gallery, "--baseline", base, "--cache", server.url, "--json"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout.components(separatedBy: "\"cache\" : \"unchanged-by-input\"").count, 3)
        let basic = "Basic " + Data("ci:s3cret-pass".utf8).base64EncodedString()
        XCTAssertTrue(server.requests.allSatisfy { $0.hasSuffix(basic) }, "\(server.requests)")
        for output in [readOnly.stdout, readOnly.stderr, first.stdout, first.stderr, second.stdout, second.stderr] {
            XCTAssertFalse(output.contains("s3cret"))
            XCTAssertFalse(output.contains(Data("ci:s3cret-pass".utf8).base64EncodedString()))
        }
        // The server goes away: one warning, the same results.
        server.stop()
        let gone = try run(["check", gallery, "--baseline", base, "--cache", server.url, "-q"])
        XCTAssertEqual(gone.status, 0, gone.stderr)
        XCTAssertEqual(gone.stdout, "2 shots: 2 passed, 0 changed, 0 missing\n")
        XCTAssertEqual(gone.stderr.components(separatedBy: "warning: render cache").count, 2, gone.stderr)
    }

    func testCredentialsOnTheCommandLineAreRefusedWithoutShowingThem() throws {
        let gallery = try writeGallery()
        let r = try run([
            "check", gallery, "--baseline", tmp.appendingPathComponent("base").path, "--cache",
            "https://ci:hunter2@cache.example.com/chatshot"
        ])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("CHATSHOT_RENDER_CACHE_AUTH"), r.stderr)
        XCTAssertFalse(r.stderr.contains("hunter2"), r.stderr)
        XCTAssertFalse(r.stdout.contains("hunter2"))
    }

    /// libcurl is loaded only for an http(s) cache: without it, such a check stops before writing anything (one line,
    /// exit status 2); a check with a folder cache does not need it.
    func testAnHTTPCacheWithoutLibcurlIsOneLineAndNoOutput() throws {
        let gallery = try writeGallery()
        let base = tmp.appendingPathComponent("base").path
        let report = tmp.appendingPathComponent("report").path
        setenv("CHATSHOT_LIBCURL", "/nonexistent/libcurl.so.4", 1)
        defer { unsetenv("CHATSHOT_LIBCURL") }
        let r = try run([
            "check", gallery, "--baseline", base, "--update", "--report", report, "--cache", "http://127.0.0.1:9/cache"
        ])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("needs libcurl"), r.stderr)
        XCTAssertTrue(r.stderr.contains("/nonexistent/libcurl.so.4"), r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: base))
        XCTAssertFalse(FileManager.default.fileExists(atPath: report))
        let folder = try run([
            "check", gallery, "--baseline", base, "--update", "--cache", tmp.appendingPathComponent("cache").path, "-q"
        ])
        XCTAssertEqual(folder.status, 0, folder.stderr)
    }

    /// The executable does not link libcurl or Foundation's networking (they cost every process its start-up: the
    /// dynamic loader's symbol lookups across their libraries); the HTTP cache loads libcurl when it opens.
    func testTheExecutableDoesNotLinkLibcurl() throws {
        let ldd = ["/usr/bin/ldd", "/bin/ldd"].first(where: FileManager.default.isExecutableFile)
        try XCTSkipIf(ldd == nil, "no ldd")
        let r = try run([executable.path], program: URL(fileURLWithPath: ldd!))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("libcairo"), r.stdout)
        XCTAssertFalse(r.stdout.contains("libcurl"), r.stdout)
        XCTAssertFalse(r.stdout.contains("FoundationNetworking"), r.stdout)
    }

    func testAnUnreachableServerCostsOneWarningAndTheSameResults() throws {
        let gallery = try writeGallery()
        let base = tmp.appendingPathComponent("base").path
        XCTAssertEqual(try run(["check", gallery, "--baseline", base, "--update", "-q"]).status, 0)
        // Port 9 on loopback: nothing listens (discard is never enabled on CI machines).
        let r = try run(["check", gallery, "--baseline", base, "--cache", "http://127.0.0.1:9/cache", "-q"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "2 shots: 2 passed, 0 changed, 0 missing\n")
        XCTAssertEqual(r.stderr.components(separatedBy: "warning: render cache").count, 2, r.stderr)
    }
}
