import ChatCanvas
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `chatshot-serve --app DIR`: the preview draws with an app's own customization sources, and saving one of them
/// rebuilds the app and updates the page at the same address; a compile error shows on the page while the last good
/// build keeps drawing.
final class ServeAppTests: ChatShotProcessTestCase {
    static func source(color: String, extra: String = "") -> String {
        """
        import UIKit
        import StreamChatUI

        func setUpChat() {
            // The outgoing bubble's colour.
            Appearance.default.colorPalette.background6 = UIColor(red: \(color), alpha: 1)
        }
        \(extra)
        """
    }

    /// The server's standard output, read as it comes.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
    }

    func waitUntil(_ seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.5)
        }
        XCTFail("timed out waiting for \(what)")
        throw XCTSkip("timed out")
    }

    func get(_ url: URL) -> Data? {
        final class Box: @unchecked Sendable { var data: Data? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: url) { data, response, _ in
            if (response as? HTTPURLResponse)?.statusCode == 200 { box.data = data }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 30)
        return box.data
    }

    /// The colour of the first outgoing bubble (the light shot), at a point inside it.
    func bubbleColor(_ base: URL) throws -> (UInt8, UInt8, UInt8)? {
        guard let png = get(base.appendingPathComponent("image/0")) else { return nil }
        let image = try PNGDecoder.decode(png)
        let (x, y) = (340, 230)
        let i = (y * image.width + x) * 4
        return (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
    }

    func testSavingAnAppSourceRebuildsAndRedrawsAtTheSameAddress() throws {
        let serve = executable.deletingLastPathComponent().appendingPathComponent("chatshot-serve")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: serve.path), "build chatshot-serve first")
        let folder = tmp.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("ChatSetup.swift")
        try Self.source(color: "0, green: 1, blue: 0").write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = serve
        process.arguments = ["Examples/transcripts/group-chat.json", "--app", folder.path, "--port", "0"]
        process.currentDirectoryURL = Self.root
        var environment = ProcessInfo.processInfo.environment
        environment["CHATSHOT_CACHE"] = tmp.appendingPathComponent("cache").path
        process.environment = environment
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        }
        func addresses() -> [String] {
            output.lines.filter { $0.hasPrefix("chatshot-serve: http://") }.map {
                String($0.dropFirst("chatshot-serve: ".count).prefix { $0 != " " })
            }
        }
        try waitUntil(300, "the first build's address (\(output.lines))") { !addresses().isEmpty }
        let base = try XCTUnwrap(URL(string: addresses()[0]))
        let first = try XCTUnwrap(bubbleColor(base))
        XCTAssertTrue(first == (0, 255, 0), "the app's green bubble, not \(first)")

        try Self.source(color: "1, green: 0, blue: 0").write(to: file, atomically: true, encoding: .utf8)
        try waitUntil(300, "the second build's address (\(output.lines))") { addresses().count == 2 }
        XCTAssertEqual(addresses()[1], addresses()[0], "the page keeps its address")
        try waitUntil(60, "the red bubble") { try bubbleColor(base).map { $0 == (255, 0, 0) } ?? false }

        try Self.source(color: "1, green: 0, blue: 0", extra: "let broken: Int = \"x\"")
            .write(to: file, atomically: true, encoding: .utf8)
        var problem = ""
        try waitUntil(300, "the compile error on the page") {
            guard let data = get(base.appendingPathComponent("state")),
                let state = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return false }
            problem = state["error"] as? String ?? ""
            return !problem.isEmpty
        }
        XCTAssertTrue(problem.contains("ChatSetup.swift:8:19: error:"), problem)
        XCTAssertTrue(try XCTUnwrap(bubbleColor(base)) == (255, 0, 0), "the last good build still draws")
        XCTAssertEqual(addresses().count, 2, "a build that fails does not restart the server")
    }
}
