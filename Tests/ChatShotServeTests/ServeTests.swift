import ChatShotKit
import Foundation
import XCTest

@testable import ChatShotServe

#if canImport(Glibc)
    import Glibc
    import TestSupport
#endif

/// The live preview over real loopback connections: each endpoint, refused paths and hosts, Server-Sent Events on
/// a saved file, and the page itself in headless Chromium (driven over its remote debugging pipe), which must swap
/// the picture without a reload and show a broken manifest's one-line error.
final class ServeTests: XCTestCase {
    static let transcript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/transcripts/one-to-one.json").path
    var dir = ""
    var manifest: String { dir + "/brand.yaml" }
    var session: PreviewSession!
    var server: Task<Void, any Error>?
    var scratch: TemporaryFolder?
    var port = 0

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("serve")
        dir = scratch!.path
        try FileManager.default.createDirectory(atPath: dir + "/baselines", withIntermediateDirectories: true)
        try write("appearance:\n  tintColor: systemPink\n")
        let shot = Shot(
            transcript: Self.transcript, look: Shot.Look(manifests: [manifest]), display: .init(width: 320, height: 480)
        )
        // A baseline in the SDK's default look, so the diff shows the tint.
        try ShotRenderer().renderPNG(Shot(transcript: Self.transcript, display: shot.display))
            .write(to: URL(fileURLWithPath: dir + "/baselines/chat.png"))
        session = PreviewSession(source: .shots([(name: "chat", shot: shot)]), baselineFolder: dir + "/baselines")
        session.refresh()
        session.watch(interval: 0.05)
        let ready = PortBox()
        var server = PreviewServer(session: session, port: 0)
        server.quiet = true
        self.server = Task { try await server.run { ready.set($0) } }
        port = try ready.wait()
    }

    override func tearDown() {
        server?.cancel()
        scratch = nil
    }

    func write(_ text: String) throws {
        // A new file renamed into place, as editors save.
        try text.write(toFile: manifest + ".tmp", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(manifest + ".tmp", manifest), 0)
    }

    // MARK: - Endpoints

    func testEndpoints() throws {
        let page = try get("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("EventSource(\"/events\")"))
        XCTAssertTrue(page.header("content-security-policy")?.contains("default-src 'self'") == true)

        let state = try get("/state")
        XCTAssertEqual(state.status, 200)
        let json = try JSONSerialization.jsonObject(with: state.body) as! [String: Any]
        let shots = json["shots"] as! [[String: Any]]
        XCTAssertEqual(shots.map { $0["name"] as! String }, ["chat"])
        XCTAssertEqual(shots[0]["hasBaseline"] as? Bool, true)

        for path in ["/image/0", "/baseline/0", "/diff/0"] {
            let r = try get(path)
            XCTAssertEqual(r.status, 200, path)
            XCTAssertEqual(r.header("content-type"), "image/png", path)
            XCTAssertEqual(Array(r.body.prefix(4)), [0x89, 0x50, 0x4E, 0x47], path)
        }
        XCTAssertEqual(try get("/image/0").header("etag"), "\"\(PreviewServer.instance)-0-1\"")

        let options = try JSONSerialization.jsonObject(with: try get("/options").body) as! [String: [String]]
        XCTAssertTrue(options["palette"]!.contains("chatBackgroundOutgoing"))
        XCTAssertTrue(options["fonts"]!.contains("body"))
        XCTAssertFalse(options["families"]!.isEmpty)

        XCTAssertEqual(try get("/image/1").status, 404)
        XCTAssertEqual(try get("/image/x").status, 404)
    }

    func testTryingValuesWritesNothingAndGivesManifestLines() throws {
        let before = try String(contentsOfFile: manifest, encoding: .utf8)
        let version = session.item(0)!.version
        let r = try request(
            "POST", "/try",
            body: #"{"sets": ["appearance.tintColor=#7B61FF", "components.messageBubbleView.cornerRadius=4"]}"#,
            headers: ["Content-Type: application/json"])
        XCTAssertEqual(r.status, 200)
        let answer = try JSONSerialization.jsonObject(with: r.body) as! [String: Any]
        XCTAssertEqual(
            answer["manifest"] as? String,
            "appearance:\n  tintColor: \"#7B61FF\"\ncomponents:\n  messageBubbleView:\n    cornerRadius: 4\n")
        XCTAssertGreaterThan(session.item(0)!.version, version)
        XCTAssertEqual(session.item(0)!.shot.look.sets.count, 2)
        XCTAssertEqual(try String(contentsOfFile: manifest, encoding: .utf8), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["baselines", "brand.yaml"])

        // Not JSON (a cross-site form), malformed, or too large: refused.
        XCTAssertEqual(
            try request(
                "POST", "/try", body: "sets=a%3Db", headers: ["Content-Type: application/x-www-form-urlencoded"]
            ).status, 415)
        XCTAssertEqual(
            try request("POST", "/try", body: #"{"sets": ["nokey"]}"#, headers: ["Content-Type: application/json"])
                .status, 400)
        let big = "{\"sets\": [\"a=" + String(repeating: "x", count: 40_000) + "\"]}"
        XCTAssertEqual(try request("POST", "/try", body: big, headers: ["Content-Type: application/json"]).status, 413)
    }

    func testTraversalAndForeignHostsAreRefused() throws {
        for path in [
            "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/image/..%2f..%2f..%2fetc%2fpasswd",
            "/baseline/../../etc/passwd", "//etc/passwd", "/etc/passwd", "/image/0/../../../etc/passwd",
            "/" + Self.transcript, "/.%2e/.%2e/etc/passwd", "/baseline/%2e%2e%2fchat"
        ] {
            let r = try get(path)
            XCTAssertTrue([400, 404].contains(r.status), "\(path): \(r.status)")
            XCTAssertFalse(r.text.contains("root:"), path)
        }
        XCTAssertEqual(try request("GET", "/state", hostHeader: "attacker.example").status, 403)
        XCTAssertEqual(try request("GET", "/state", hostHeader: "localhost:\(port)").status, 200)
    }

    // MARK: - Watching and pushing

    func testSavingAFileRerendersAndPushesAnEvent() throws {
        let events = try Connection(port: port)
        try events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let first = try events.readEvent()
        XCTAssertEqual(first["generation"] as? Int, session.snapshot().generation)
        let version = session.item(0)!.version

        try write("appearance:\n  tintColor: systemGreen\n")
        let changed = try events.readEvent()
        let shot = (changed["shots"] as! [[String: Any]])[0]
        XCTAssertEqual(shot["version"] as? Int, version + 1)
        XCTAssertNil(shot["error"])

        try write("appearance:\n  tintColor: [\n")
        let broken = (try events.readEvent()["shots"] as! [[String: Any]])[0]
        XCTAssertEqual(
            broken["error"] as? String,
            "chatshot: \(manifest):3:1: invalid YAML: did not find expected node content (while parsing a flow node at 3:1)"
        )
        XCTAssertEqual(broken["hasPicture"] as? Bool, true, "the last good picture stays")
    }

    func testPageSwapsThePictureWithoutAReload() throws {
        let chromium = try Chromium()
        defer { chromium.close() }
        let page = try chromium.open("http://127.0.0.1:\(port)/")
        let probe =
            "JSON.stringify({v: document.querySelector('img.current')?.dataset.version ?? null, "
            + "src: document.querySelector('img.current')?.getAttribute('src') ?? null, "
            + "error: document.querySelector('.shot .error')?.textContent ?? '', loads: performance.getEntriesByType('navigation').length})"
        let start = try chromium.waitFor(page, probe) { $0["v"] as? String == "\(self.session.item(0)!.version)" }
        let instance = PreviewServer.instance
        XCTAssertEqual(start["src"] as? String, "/image/0?v=\(instance)-1")

        try write("appearance:\n  tintColor: systemGreen\n")
        let swapped = try chromium.waitFor(page, probe) { $0["v"] as? String == "2" }
        XCTAssertEqual(swapped["src"] as? String, "/image/0?v=\(instance)-2")
        XCTAssertEqual(swapped["loads"] as? Int, 1, "no reload")

        try write("appearance:\n  tintColor: [\n")
        let broken = try chromium.waitFor(page, probe) { ($0["error"] as? String)?.isEmpty == false }
        XCTAssertEqual(broken["v"] as? String, "2")
        XCTAssertEqual(
            broken["error"] as? String,
            "chatshot: \(manifest):3:1: invalid YAML: did not find expected node content (while parsing a flow node at 3:1)"
        )
        XCTAssertEqual(broken["src"] as? String, "/image/0?v=\(instance)-2", "the last good picture stays")
    }

    // MARK: - HTTP over a raw socket (paths exactly as written)

    struct HTTPResponse {
        var status: Int
        var head: String
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    func get(_ path: String) throws -> HTTPResponse { try request("GET", path) }

    func request(_ method: String, _ path: String, body: String = "", headers: [String] = [], hostHeader: String? = nil)
        throws -> HTTPResponse
    {
        let c = try Connection(port: port)
        var text = "\(method) \(path) HTTP/1.1\r\nHost: \(hostHeader ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for h in headers { text += h + "\r\n" }
        text += "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        try c.send(text)
        let data = c.readAll()
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw Failure("no response to \(path)") }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        var bodyData = Data(data[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { bodyData = Self.dechunk(bodyData) }
        return HTTPResponse(status: status, head: head, body: bodyData)
    }

    static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let nl = rest.range(of: Data("\r\n".utf8)),
            let size = Int(String(decoding: rest[..<nl.lowerBound], as: UTF8.self), radix: 16), size > 0
        {
            let start = nl.upperBound
            out += rest[start..<start + size]
            rest = rest[(start + size + 2)...]
        }
        return out
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// The port the server bound, handed from its task to the test.
final class PortBox: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private var port = 0
    func set(_ p: Int) {
        port = p
        semaphore.signal()
    }
    func wait() throws -> Int {
        guard semaphore.wait(timeout: .now() + 30) == .success else { throw Failure("the server did not start") }
        return port
    }
}

/// A TCP connection to 127.0.0.1 with a read timeout.
final class Connection {
    let fd: Int32
    var buffer = Data()
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard ok == 0 else {
            close(fd)
            throw Failure("cannot connect to port \(port)")
        }
    }
    deinit { close(fd) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { throw Failure("write failed") }
    }

    /// Reads once; false at the end or after the timeout.
    func readSome() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = read(fd, &chunk, chunk.count)
        guard n > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<n])
        return true
    }

    func readAll() -> Data {
        while readSome() {}
        return buffer
    }

    /// The next `data:` event of an event stream, decoded.
    func readEvent() throws -> [String: Any] {
        while true {
            let text = String(decoding: buffer, as: UTF8.self)
            if let range = text.range(of: "data: "), let end = text[range.upperBound...].range(of: "\n") {
                let json = String(text[range.upperBound..<end.lowerBound])
                buffer = Data(text[end.upperBound...].utf8)
                return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            }
            guard readSome() else { throw Failure("no event within 20 s") }
        }
    }
}
