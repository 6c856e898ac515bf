import ChatCanvas
import ChatShotKit
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import StreamChatUI

/// The live preview's HTTP server: the page, each shot's picture (and its baseline and diff), the state as JSON,
/// Server-Sent Events on every change, and the values tried live. It binds 127.0.0.1 unless told otherwise, answers
/// only requests addressed to that host (no DNS rebinding), maps no URL to a file (pictures are found by a shot's
/// number; baselines by the shot's name in the `--baseline` folder), fetches nothing, writes nothing, and bounds
/// request bodies and connections.
public struct PreviewServer: Sendable {
    public var session: PreviewSession
    public var host: String
    /// 0: any free port (`onRunning` tells which).
    public var port: Int
    /// The most connections open at once (each open page holds one for its events).
    public var maxConnections = 32
    /// Only critical messages from the HTTP server (tests stop it by cancelling, which it reports as errors).
    public var quiet = false
    /// The largest request body (the values tried live), in bytes.
    public static let maxBody = 16 * 1024
    /// The most values tried at once.
    public static let maxSets = 32

    public init(session: PreviewSession, host: String = "127.0.0.1", port: Int = 8723) {
        self.session = session
        self.host = host
        self.port = port
    }

    /// Runs until the task is cancelled; `onRunning` gets the bound port.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "chatshot-serve")
        logger.logLevel = quiet ? .critical : .warning
        let router = Router()
        router.add(middleware: HostCheck(ownHost: host))
        addRoutes(router)
        let app = Application(
            router: router,
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(maxConnections, logger: logger)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [])
    }

    func addRoutes(_ router: Router<BasicRequestContext>) {
        let session = self.session
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: Self.headers("text/html; charset=utf-8"),
                body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/state") { _, _ in
            Response(
                status: .ok, headers: Self.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: Self.stateJSON(session))))
        }
        router.get("/options") { _, _ in
            let options = Options(
                palette: ColorPalette.names, fonts: Fonts.names, families: FontSetup.installedFamilies())
            return Response(
                status: .ok, headers: Self.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(options))))
        }
        router.get("/image/:id") { _, context in
            let item = try Self.item(session, context)
            guard let png = item.png else { throw HTTPError(.notFound) }
            var headers = Self.headers("image/png")
            headers[.eTag] = "\"\(Self.instance)-\(item.id)-\(item.version)\""
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.get("/baseline/:id") { _, context in
            let item = try Self.item(session, context)
            guard let path = item.baselinePath, let data = FileManager.default.contents(atPath: path) else {
                throw HTTPError(.notFound)
            }
            return Response(
                status: .ok, headers: Self.headers("image/png"), body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/diff/:id") { _, context in
            let item = try Self.item(session, context)
            guard let path = item.baselinePath, let png = item.png,
                let baseline = try? ImageDiff.read(path), let current = try? PNGDecoder.decode(png)
            else { throw HTTPError(.notFound) }
            let (result, image) = ImageDiff.compare(baseline, current, wantDiffImage: true)
            guard let diff = try image?.pngData() else {
                throw HTTPError(.conflict, message: result.summary)  // sizes differ
            }
            var headers = Self.headers("image/png")
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: diff)))
        }
        router.get("/events") { _, _ in
            Response(
                status: .ok, headers: Self.headers("text/event-stream"),
                body: .init { writer in
                    let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
                    let token = session.listen { continuation.yield($0) }
                    // A comment now and then notices a page that went away.
                    let ping = Task {
                        while !Task.isCancelled {
                            try await Task.sleep(for: .seconds(10))
                            continuation.yield(-1)
                        }
                    }
                    defer {
                        session.stopListening(token)
                        ping.cancel()
                        continuation.finish()
                    }
                    try await writer.write(
                        ByteBuffer(
                            string: "retry: 1000\ndata: " + String(decoding: Self.stateJSON(session), as: UTF8.self)
                                + "\n\n"))
                    for await generation in stream {
                        let text =
                            generation < 0
                            ? ": ping\n\n"
                            : "data: " + String(decoding: Self.stateJSON(session), as: UTF8.self) + "\n\n"
                        try await writer.write(ByteBuffer(string: text))
                    }
                    try await writer.finish(nil)
                })
        }
        router.post("/try") { request, _ in
            // A JSON body (a cross-site form cannot send one without the browser asking first), of bounded size.
            guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
                throw HTTPError(.unsupportedMediaType)
            }
            var request = request
            let body = try await request.collectBody(upTo: Self.maxBody)
            guard let trial = try? JSONDecoder().decode(Trial.self, from: Data(buffer: body)),
                trial.sets.count <= Self.maxSets,
                trial.sets.allSatisfy({ $0.contains("=") && !$0.hasPrefix("=") && $0.count <= 1000 })
            else {
                throw HTTPError(.badRequest, message: "expected {\"sets\": [\"KEY=VALUE\", …]}")
            }
            // Renders take a moment: off the server's threads.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    session.setTrials(trial.sets)
                    done.resume()
                }
            }
            let answer = TrialAnswer(sets: trial.sets, manifest: ManifestLines.yaml(for: trial.sets))
            return Response(
                status: .ok, headers: Self.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(answer))))
        }
    }

    static func headers(_ contentType: String) -> HTTPFields {
        [
            .contentType: contentType, .cacheControl: "no-store", .xContentTypeOptions: "nosniff",
            .contentSecurityPolicy:
                "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; img-src 'self'"
        ]
    }

    /// The shot a request names by its number.
    static func item(_ session: PreviewSession, _ context: BasicRequestContext) throws -> PreviewSession.Item {
        guard let id = context.parameters.get("id", as: Int.self), let item = session.item(id) else {
            throw HTTPError(.notFound)
        }
        return item
    }

    static func stateJSON(_ session: PreviewSession) -> Data {
        let s = session.snapshot()
        let state = State(
            instance: instance, generation: s.generation, error: s.galleryError, sets: s.sets,
            manifest: ManifestLines.yaml(for: s.sets),
            shots: s.items.map {
                .init(
                    id: $0.id, name: $0.name, version: $0.version, error: $0.error,
                    hasPicture: $0.png != nil, hasBaseline: $0.baselinePath != nil)
            })
        return (try? JSONEncoder().encode(state)) ?? Data("{}".utf8)
    }

    /// Names this process in image URLs, so a page that reconnects to a new process (`--app` after a rebuild) never
    /// shows a picture cached from the old one under the same version.
    static let instance = UUID().uuidString

    struct State: Codable {
        var instance: String
        var generation: Int
        var error: String?
        var sets: [String]
        var manifest: String
        var shots: [Shot]
        struct Shot: Codable {
            var id: Int
            var name: String
            var version: Int
            var error: String?
            var hasPicture: Bool
            var hasBaseline: Bool
        }
    }
    struct Options: Codable {
        var palette: [String]
        var fonts: [String]
        var families: [String]
    }
    struct Trial: Codable { var sets: [String] }
    struct TrialAnswer: Codable {
        var sets: [String]
        var manifest: String
    }
}

/// Refuses requests whose Host is not the server's own address (a web page elsewhere cannot reach the preview by
/// pointing a name of its own at 127.0.0.1).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// The address the server binds, also accepted as a Host (besides the loopback names).
    let ownHost: String
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let authority = request.head.authority,
            HostCheck.isLocal(authority) || HostCheck.hostname(authority) == ownHost
        else {
            throw HTTPError(.forbidden)
        }
        return try await next(request, context)
    }

    static func hostname(_ authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    static func isLocal(_ authority: String) -> Bool { ["127.0.0.1", "localhost", "::1"].contains(hostname(authority)) }
}
