import ChatShotKit
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import Synchronization

/// The review's HTTP server: the page, the images under review as JSON, their pictures, and the two writes (accept
/// and reject). It binds 127.0.0.1 only and answers only requests whose Host is that address with its port (or
/// `localhost` with it). A write must be a JSON POST carrying the session's token in `X-Chatshot-Token`, and, when the
/// browser sends an Origin, come from the page's own origin; anything else is refused with 403 before it is read.
public struct ReviewServer: Sendable {
    public var session: ReviewSession
    /// 0: any free port (`onRunning` tells which).
    public var port: Int
    /// Only critical messages from the HTTP server.
    public var quiet = false
    /// The largest request body (a list of names), in bytes.
    public static let maxBody = 256 * 1024
    /// The most names in one request.
    public static let maxNames = 10_000
    /// The header every write carries the session's token in.
    public static let tokenHeader = "X-Chatshot-Token"
    /// The only address the review listens on.
    public static let host = "127.0.0.1"

    public init(session: ReviewSession, port: Int = 8723) {
        self.session = session
        self.port = port
    }

    /// Runs until the task is cancelled; `onRunning` gets the bound port.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "chatshot-serve-review")
        logger.logLevel = quiet ? .critical : .warning
        let bound = BoundPort()
        let router = Router()
        router.add(middleware: ReviewGuard(port: bound, token: session.token))
        addRoutes(router)
        let app = Application(
            router: router,
            configuration: .init(
                address: .hostname(Self.host, port: port), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(32, logger: logger)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                bound.set(port)
                await onRunning(port)
            },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [])
    }

    func addRoutes(_ router: Router<BasicRequestContext>) {
        let session = self.session
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: PreviewServer.headers("text/html; charset=utf-8"),
                body: .init(byteBuffer: ByteBuffer(string: ReviewPage.html(session))))
        }
        router.get("/state") { _, _ in
            Response(
                status: .ok, headers: PreviewServer.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: Self.stateJSON(session))))
        }
        router.get("/picture/:name/:kind") { _, context in
            guard let name = context.parameters.get("name"), let kind = context.parameters.get("kind"),
                let png = session.picture(name, kind)
            else { throw HTTPError(.notFound) }
            return Response(
                status: .ok, headers: PreviewServer.headers("image/png"),
                body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.post("/accept") { request, _ in
            let names = try await Self.names(request)
            let outcome = try Self.answer { try session.accept(names) }
            let answer = WriteAnswer(accepted: outcome.accepted, refused: outcome.refused, entries: session.entries())
            return Response(
                status: outcome.refused.isEmpty ? .ok : .conflict, headers: PreviewServer.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(answer))))
        }
        router.post("/reject") { request, _ in
            let names = try await Self.names(request)
            try Self.answer { try session.reject(names) }
            let answer = WriteAnswer(accepted: [], refused: [:], entries: session.entries())
            return Response(
                status: .ok, headers: PreviewServer.headers("application/json"),
                body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(answer))))
        }
    }

    /// The names a write's JSON body (`{"names": […]}`, bounded) lists.
    static func names(_ request: Request) async throws -> [String] {
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            throw HTTPError(.unsupportedMediaType)
        }
        var request = request
        let body = try await request.collectBody(upTo: maxBody)
        guard let list = try? JSONDecoder().decode(NameList.self, from: Data(buffer: body)),
            !list.names.isEmpty, list.names.count <= maxNames
        else {
            throw HTTPError(.badRequest, message: "expected {\"names\": [\"NAME\", …]}")
        }
        return list.names
    }

    /// Runs a session call, turning its refusal into the HTTP error it names.
    @discardableResult
    static func answer<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let refusal as ReviewRefusal {
            throw HTTPError(.init(code: refusal.status), message: refusal.description)
        }
    }

    static func stateJSON(_ session: ReviewSession) -> Data {
        let state = State(gallery: session.galleryPath, baseline: session.baselineFolder, entries: session.entries())
        return (try? JSONEncoder().encode(state)) ?? Data("{}".utf8)
    }

    struct State: Codable {
        var gallery: String
        var baseline: String
        var entries: [ReviewSession.Entry]
    }
    struct NameList: Codable { var names: [String] }
    struct WriteAnswer: Codable {
        var accepted: [String]
        var refused: [String: String]
        var entries: [ReviewSession.Entry]
    }
}

/// The port the server bound, known once it runs.
final class BoundPort: Sendable {
    private let value = Mutex(0)
    func set(_ port: Int) { value.withLock { $0 = port } }
    var port: Int { value.withLock { $0 } }
}

/// The review's gate: a Host other than 127.0.0.1:PORT (or localhost:PORT) is refused for every request; a request
/// that is not a GET must carry the session's token and, when it has an Origin, come from the page's own origin.
struct ReviewGuard<Context: RequestContext>: RouterMiddleware {
    let port: BoundPort
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let port = self.port.port
        let own = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port != 0, let authority = request.head.authority, own.contains(authority.lowercased()) else {
            throw HTTPError(.forbidden, message: "this review answers only http://127.0.0.1:\(port)")
        }
        if request.method != .get && request.method != .head {
            if let origin = request.headers[.origin], !own.map({ "http://" + $0 }).contains(origin.lowercased()) {
                throw HTTPError(.forbidden, message: "a write from another origin")
            }
            guard let sent = request.headers[.init(ReviewServer.tokenHeader)!], Self.same(sent, token)
            else {
                throw HTTPError(.forbidden, message: "a write without this session's token")
            }
        }
        return try await next(request, context)
    }

    /// Compares in time independent of where the strings first differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
