import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven over its remote debugging pipe (`--remote-debugging-pipe`: commands in on fd 3,
/// answers out on fd 4, JSON messages ending in a NUL byte): open a page, evaluate expressions in it.
final class Chromium {
    let pid: pid_t
    let toBrowser: Int32, fromBrowser: Int32
    let profile: String
    var nextId = 0
    var buffer = Data()

    init() throws {
        guard
            let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw XCTSkip("chromium is not installed (Scripts/setup.sh --test-tools installs it)")
        }
        profile =
            FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-chromium-\(UUID().uuidString)").path
        var commands: [Int32] = [0, 0]
        var answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            path, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile)", "--no-first-run", "about:blank"
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, path, &actions, nil, &argv, environ) == 0 else {
            throw Failure("cannot start \(path)")
        }
        pid = child
        Glibc.close(commands[0])
        Glibc.close(answers[1])
        toBrowser = commands[1]
        fromBrowser = answers[0]
    }

    func close() {
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and returns its `result`.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        nextId += 1
        var message: [String: Any] = ["id": nextId, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        _ = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let nul = buffer.firstIndex(of: 0) {
                let line = buffer[buffer.startIndex..<nul]
                buffer = Data(buffer[(nul + 1)...])
                guard let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any],
                    answer["id"] as? Int == nextId
                else { continue }
                if let error = answer["error"] { throw Failure("\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            var pollfd = Glibc.pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&pollfd, 1, 1000) >= 0 else { break }
            if pollfd.revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let n = read(fromBrowser, &chunk, chunk.count)
                guard n > 0 else { break }
                buffer.append(contentsOf: chunk[0..<n])
            }
        }
        throw Failure("\(method): no answer from chromium")
    }

    /// Opens `url` in a new tab; returns the session to evaluate in.
    func open(_ url: String) throws -> String {
        let target = try call("Target.createTarget", ["url": url])["targetId"] as! String
        return try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as! String
    }

    /// Evaluates `expression` (which returns a JSON string) until `done` accepts its value (at most 20 s).
    func waitFor(_ session: String, _ expression: String, _ done: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(20)
        var last: [String: Any] = [:]
        while Date() < deadline {
            let result = try call(
                "Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
            if let text = (result["result"] as? [String: Any])?["value"] as? String,
                let value = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            {
                last = value
                if done(value) { return value }
            }
            usleep(100_000)
        }
        throw Failure("the page did not get there; last seen: \(last)")
    }
}
