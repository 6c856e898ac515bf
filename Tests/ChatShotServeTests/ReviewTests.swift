import ChatCanvas
import ChatShotKit
import Foundation
import XCTest

@testable import ChatShotServe

#if canImport(Glibc)
    import Glibc
    import TestSupport
#endif

/// The review (`chatshot-serve --review`) over real loopback connections: a person in headless Chromium accepting one
/// image (only that baseline changes), rejecting, filtering and accepting all shown, a stale baseline removed; and
/// the writes a web page elsewhere or a crafted request might try — without the token, from another origin or host,
/// with names that are paths or not of this check, onto a symbolic link — refused with nothing written.
final class ReviewTests: XCTestCase {
    var scratch: TemporaryFolder!
    var dir: String { scratch.path }
    var baselines: String { dir + "/baselines" }
    var session: ReviewSession!
    var server: Task<Void, any Error>?
    var port = 0

    /// What the fake renderer draws: white 12×8, with one pixel changed for the shots that changed.
    static func picture(_ name: String) -> Data {
        var img = RGBAImage(width: 12, height: 8, fill: (255, 255, 255, 255))
        let marks = ["changed-one": (2, 2), "changed-two": (5, 3), "new": (7, 7), "linked": (1, 6)]
        if let (x, y) = marks[name] {
            let k = (y * 12 + x) * 4
            img.pixels[k] = 0
            img.pixels[k + 1] = 90
        }
        return try! img.pngData()
    }

    override func setUpWithError() throws {
        scratch = try TemporaryFolder("review")
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: dir + "/chat.json")
        var yaml = "shots:\n"
        for name in ["same", "changed-one", "changed-two", "new", "linked"] {
            yaml += "  - {name: \(name), transcript: chat.json}\n"
        }
        try yaml.write(toFile: dir + "/gallery.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: baselines, withIntermediateDirectories: true)
        let white = Self.picture("same")
        for name in ["same", "changed-one", "changed-two", "old"] {
            try white.write(to: URL(fileURLWithPath: "\(baselines)/\(name).png"))
        }
        // A baseline that is a symbolic link to a file outside the baseline folder.
        try white.write(to: URL(fileURLWithPath: dir + "/outside.png"))
        try FileManager.default.createSymbolicLink(
            atPath: baselines + "/linked.png", withDestinationPath: dir + "/outside.png")

        let runner = BatchRunner(parallelism: 2) { ClosureWorker { Self.picture($0.name) } }
        session = try ReviewSession(galleryPath: dir + "/gallery.yaml", baselineFolder: baselines, runner: runner)
        try session.run()
        let ready = PortBox()
        var server = ReviewServer(session: session, port: 0)
        server.quiet = true
        self.server = Task { try await server.run { ready.set($0) } }
        port = try ready.wait()
    }

    override func tearDown() {
        server?.cancel()
        session = nil
        scratch = nil
    }

    /// Every file of the baseline folder (hidden ones too) and its bytes; a link as `-> target`.
    func baselineFolder() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: baselines) {
            let path = baselines + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[name] = Data("-> \(target)".utf8)
            } else {
                files[name] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    func testTheCheckFindsWhatToReview() throws {
        let entries = session.entries()
        XCTAssertEqual(entries.map(\.name), ["changed-one", "changed-two", "new", "linked", "old"])
        XCTAssertEqual(entries.map(\.status), [.changed, .changed, .missing, .changed, .stale])
        XCTAssertEqual(entries[0].changedRegion, PixelRegion(x: 2, y: 2, width: 1, height: 1))
        XCTAssertTrue(entries[0].hasExpected && entries[0].hasActual && entries[0].hasDiff)
        for kind in ["expected", "actual", "diff"] {
            let r = try request("GET", "/picture/changed-one/\(kind)")
            XCTAssertEqual(r.status, 200, kind)
            XCTAssertEqual(Array(r.body.prefix(4)), [0x89, 0x50, 0x4E, 0x47], kind)
        }
        XCTAssertEqual(try request("GET", "/picture/changed-one/actual").body, Self.picture("changed-one"))
        for path in [
            "/picture/same/actual", "/picture/changed-one/baseline", "/picture/..%2f..%2fetc%2fpasswd/actual",
            "/picture/changed-one/..%2f..%2f..%2fetc%2fpasswd", "/../../etc/passwd"
        ] {
            let r = try request("GET", path)
            XCTAssertTrue([400, 404].contains(r.status), "\(path): \(r.status)")
            XCTAssertFalse(r.text.contains("root:"), path)
        }
    }

    // MARK: - A person in the browser

    func testAcceptingOneImageInTheBrowserWritesOnlyItsBaseline() throws {
        let chromium = try Chromium()
        defer { chromium.close() }
        let page = try chromium.open("http://127.0.0.1:\(port)/")
        let probe = """
            JSON.stringify({ready: document.body.getAttribute('data-ready'), writes: document.body.getAttribute('data-writes'),
              cards: [].map.call(document.querySelectorAll('section.shot'), function(s){return s.dataset.name+':'+(s.dataset.decision||'')+':'+(s.hidden?'hidden':'shown')}),
              message: document.getElementById('message').textContent,
              images: [].filter.call(document.querySelectorAll('section.shot img'), function(i){return i.complete && i.naturalWidth === 12}).length})
            """
        let start = try chromium.waitFor(page, probe) { $0["ready"] as? String == "1" && $0["images"] as? Int == 10 }
        XCTAssertEqual(
            start["cards"] as? [String],
            ["changed-one::shown", "changed-two::shown", "new::shown", "linked::shown", "old::shown"])
        let before = try baselineFolder()

        try click(chromium, page, "section.shot[data-name='changed-one'] button.accept")
        let accepted = try chromium.waitFor(page, probe) { $0["writes"] as? String == "1" }
        XCTAssertEqual((accepted["cards"] as? [String])?.first, "changed-one:accepted:shown")
        var after = try baselineFolder()
        XCTAssertEqual(after["changed-one.png"], Self.picture("changed-one"), "the accepted baseline is the render")
        after["changed-one.png"] = before["changed-one.png"]
        XCTAssertEqual(after, before, "every other file byte-identical, no file added")

        // Reject: marked, nothing written.
        try click(chromium, page, "section.shot[data-name='changed-two'] button.reject")
        let rejected = try chromium.waitFor(page, probe) { $0["writes"] as? String == "2" }
        XCTAssertEqual((rejected["cards"] as? [String])?[1], "changed-two:rejected:shown")
        XCTAssertEqual(try baselineFolder()["changed-two.png"], before["changed-two.png"])

        // Only the new and stale images, then only those whose name has "ew": accept all shown writes new.png alone.
        try click(chromium, page, "input.status[value=changed]")
        let byStatus = try chromium.waitFor(page, probe) {
            ($0["cards"] as? [String])?.filter { $0.hasSuffix(":shown") }.count == 2
        }
        XCTAssertEqual(
            (byStatus["cards"] as? [String])?.filter { $0.hasSuffix(":shown") }, ["new::shown", "old::shown"])
        try type(chromium, page, "#filter", "ew")
        _ = try chromium.waitFor(page, probe) {
            ($0["cards"] as? [String])?.filter { $0.hasSuffix(":shown") } == ["new::shown"]
        }
        try click(chromium, page, "#accept-shown")
        _ = try chromium.waitFor(page, probe) { $0["writes"] as? String == "3" }
        var final = try baselineFolder()
        XCTAssertEqual(final["new.png"], Self.picture("new"))
        XCTAssertEqual(final["old.png"], before["old.png"], "a hidden image is not accepted")

        // The stale baseline accepted on its own: removed.
        let clear = "var f=document.getElementById('filter');f.value='';f.dispatchEvent(new Event('input'))"
        try chromium.call("Runtime.evaluate", ["expression": clear], session: page)
        try click(chromium, page, "section.shot[data-name='old'] button.accept")
        _ = try chromium.waitFor(page, probe) { $0["writes"] as? String == "4" }
        final = try baselineFolder()
        XCTAssertNil(final["old.png"], "the stale baseline is removed")
        XCTAssertEqual(final["changed-two.png"], before["changed-two.png"])
        XCTAssertEqual(final["linked.png"], before["linked.png"])
        XCTAssertEqual(final["same.png"], before["same.png"])
        XCTAssertEqual(final.count, 5, "\(final.keys.sorted())")
    }

    /// Clicks the middle of the element as a mouse does (scrolled into view first).
    func click(_ chromium: Chromium, _ page: String, _ selector: String) throws {
        let quoted = String(decoding: try JSONEncoder().encode(selector), as: UTF8.self)
        let point = try chromium.waitFor(
            page,
            "(function(){var e=document.querySelector(\(quoted));if(!e)return '{}';e.scrollIntoView({block:'center'});"
                + "var r=e.getBoundingClientRect();return JSON.stringify({x:r.left+r.width/2,y:r.top+r.height/2})})()"
        ) { $0["x"] != nil }
        for type in ["mousePressed", "mouseReleased"] {
            try chromium.call(
                "Input.dispatchMouseEvent",
                ["type": type, "x": point["x"]!, "y": point["y"]!, "button": "left", "clickCount": 1], session: page)
        }
    }

    /// Focuses the field and types the text as keystrokes.
    func type(_ chromium: Chromium, _ page: String, _ selector: String, _ text: String) throws {
        try click(chromium, page, selector)
        try chromium.call("Input.insertText", ["text": text], session: page)
    }

    // MARK: - Refused writes

    func accept(_ names: [String], token: String?, origin: String? = nil, host: String? = nil) throws -> HTTPResponse {
        var headers = ["Content-Type: application/json"]
        if let token { headers.append("X-Chatshot-Token: \(token)") }
        if let origin { headers.append("Origin: \(origin)") }
        let body = String(decoding: try JSONEncoder().encode(["names": names]), as: UTF8.self)
        return try request("POST", "/accept", body: body, headers: headers, hostHeader: host)
    }

    func testWritesWithoutTheTokenOrFromElsewhereAreRefused() throws {
        let before = try baselineFolder()
        XCTAssertEqual(try accept(["changed-one"], token: nil).status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: String(session.token.reversed())).status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: "").status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: session.token, origin: "http://attacker.example").status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: session.token, origin: "http://127.0.0.1:1").status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: session.token, host: "attacker.example").status, 403)
        XCTAssertEqual(try accept(["changed-one"], token: session.token, host: "127.0.0.1:1").status, 403)
        XCTAssertEqual(try request("GET", "/state", hostHeader: "attacker.example:\(port)").status, 403)
        XCTAssertEqual(try request("GET", "/", hostHeader: "rebind.example").status, 403)
        // A form post (no JSON) with the token is still not a write.
        XCTAssertEqual(
            try request(
                "POST", "/accept", body: "names=changed-one",
                headers: ["Content-Type: application/x-www-form-urlencoded", "X-Chatshot-Token: \(session.token)"]
            ).status, 415)
        XCTAssertEqual(try baselineFolder(), before, "nothing written")
        XCTAssertNil(session.entries().first { $0.decision != nil })

        // The page carries the token; with it, from the page's origin, the write happens.
        XCTAssertTrue(try request("GET", "/").text.contains(session.token))
        let ok = try accept(["changed-one"], token: session.token, origin: "http://127.0.0.1:\(port)")
        XCTAssertEqual(ok.status, 200, ok.text)
        XCTAssertEqual(try baselineFolder()["changed-one.png"], Self.picture("changed-one"))
    }

    func testCraftedNamesAreRefusedAndNothingIsWritten() throws {
        let before = try baselineFolder()
        for name in [
            "../x", "../baselines/changed-one", "/etc/passwd", baselines + "/changed-one",
            baselines + "/changed-one.png",
            "changed-one.png", "unknown", "same", "", ".", "..", "changed-one/../changed-two", "changed-one\u{0}",
            ".changed-one"
        ] {
            let r = try accept([name], token: session.token)
            XCTAssertEqual(r.status, 400, "\(name): \(r.status) \(r.text)")
            XCTAssertEqual(
                try request(
                    "POST", "/reject",
                    body: String(decoding: try JSONEncoder().encode(["names": [name]]), as: UTF8.self),
                    headers: ["Content-Type: application/json", "X-Chatshot-Token: \(session.token)"]
                ).status, 400, name)
        }
        // One bad name refuses the whole request: the good one beside it is not written either.
        XCTAssertEqual(try accept(["changed-one", "../x"], token: session.token).status, 400)
        XCTAssertEqual(try accept([], token: session.token).status, 400)
        XCTAssertEqual(try baselineFolder(), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x"))
    }

    func testASymbolicLinkIsNeverFollowedOrReplaced() throws {
        let outside = FileManager.default.contents(atPath: dir + "/outside.png")
        let before = try baselineFolder()
        let r = try accept(["linked"], token: session.token)
        XCTAssertEqual(r.status, 409, r.text)
        XCTAssertTrue(r.text.contains("symbolic link"), r.text)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/outside.png"), outside)
        XCTAssertEqual(try baselineFolder(), before, "the link is still the link; no file added")

        // A baseline replaced by a link after the check, or a stale one that is a link: refused too.
        try FileManager.default.removeItem(atPath: baselines + "/changed-two.png")
        try FileManager.default.createSymbolicLink(
            atPath: baselines + "/changed-two.png", withDestinationPath: dir + "/outside.png")
        try FileManager.default.removeItem(atPath: baselines + "/old.png")
        try FileManager.default.createSymbolicLink(
            atPath: baselines + "/old.png", withDestinationPath: dir + "/outside.png")
        XCTAssertEqual(try accept(["changed-two"], token: session.token).status, 409)
        XCTAssertEqual(try accept(["old"], token: session.token).status, 409)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/outside.png"), outside)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: baselines + "/old.png"), dir + "/outside.png")
    }

    // MARK: - HTTP over a raw socket

    typealias HTTPResponse = ServeTests.HTTPResponse

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
        if head.lowercased().contains("transfer-encoding: chunked") { bodyData = ServeTests.dechunk(bodyData) }
        return HTTPResponse(status: status, head: head, body: bodyData)
    }
}
