import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// nginx serving WebDAV PUT and GET on 127.0.0.1 at a free port, from a configuration written into a temporary
/// folder: a Bazel HTTP cache the way teams run one. One process (`master_process off`), so it needs no root and
/// drops no privileges; stopped (SIGTERM to the process this test started) when the value goes away. The access log
/// has one line per request: method, path, status and the Authorization header (`-` when none).
public final class NginxDAV: @unchecked Sendable {
    /// Why no server could be started (nginx not installed, no free port): tests skip with it.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    let folder: TemporaryFolder
    public let port: Int
    private let process: Process
    /// Where the cache's files are (`root/cache/ac/…`, `root/cache/cas/…`).
    public var root: String { folder.path("www") }
    /// Whether the server speaks HTTPS (with a self-signed certificate for 127.0.0.1, made for this server).
    public let https: Bool
    public var url: String { "\(https ? "https" : "http")://127.0.0.1:\(port)/cache" }

    static var executable: String? {
        ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first(
            where: FileManager.default.isExecutableFile)
    }

    /// Starts the server; `https`: with TLS, its certificate self-signed (openssl makes it), which no client trusts.
    public init(https: Bool = false) throws {
        guard let nginx = Self.executable else {
            throw Unavailable(description: "nginx is not installed (bash Scripts/setup.sh --test-tools installs it)")
        }
        self.https = https
        folder = try TemporaryFolder("nginx")
        try FileManager.default.createDirectory(atPath: folder.path("www/cache"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("temp"), withIntermediateDirectories: true)
        if https { try Self.makeCertificate(in: folder) }
        var lastError = ""
        for _ in 0..<5 {
            let port = try Self.freePort()
            let conf = Self.configuration(folder: folder.path, port: port, https: https)
            try Data(conf.utf8).write(to: folder.url("nginx.conf"))
            let p = Process()
            p.executableURL = URL(fileURLWithPath: nginx)
            p.arguments = ["-p", folder.path + "/", "-c", folder.path("nginx.conf"), "-e", folder.path("error.log")]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            if Self.waitForListener(port: port, process: p) {
                self.port = port
                self.process = p
                return
            }
            if p.isRunning { p.terminate() }
            p.waitUntilExit()
            lastError = (try? String(contentsOfFile: folder.path("error.log"), encoding: .utf8)) ?? ""
        }
        throw Unavailable(description: "nginx did not start: \(lastError)")
    }

    deinit { stop() }

    /// Stops the server (idempotent).
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The requests nginx logged: "METHOD /path STATUS AUTHORIZATION" lines.
    public var requests: [String] {
        let log = (try? String(contentsOfFile: folder.path("access.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }

    /// A key and a self-signed certificate for 127.0.0.1 (`cert.pem`, `key.pem`), made by the openssl command.
    static func makeCertificate(in folder: TemporaryFolder) throws {
        guard
            let openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first(
                where: FileManager.default.isExecutableFile)
        else { throw Unavailable(description: "openssl is not installed (it makes the test server's certificate)") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: openssl)
        p.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", folder.path("key.pem"), "-out", folder.path("cert.pem")
        ]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Unavailable(description: "openssl could not make a certificate") }
    }

    /// The requests logged once there are at least `count` of them (nginx logs a request just after it answers, so
    /// a client can read the log before its last request is in it), waiting at most two seconds.
    public func requests(atLeast count: Int) -> [String] {
        var logged = requests
        for _ in 0..<40 where logged.count < count {
            usleep(50_000)
            logged = requests
        }
        return logged
    }

    static func configuration(folder: String, port: Int, https: Bool = false) -> String {
        let tls = https ? "ssl_certificate \(folder)/cert.pem; ssl_certificate_key \(folder)/key.pem;" : ""
        return
            """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(folder)/nginx.pid;
            error_log \(folder)/error.log;
            events { worker_connections 64; }
            http {
                log_format requests '$request_method $uri $status $http_authorization';
                access_log \(folder)/access.log requests;
                client_body_temp_path \(folder)/temp/body;
                proxy_temp_path \(folder)/temp/proxy;
                fastcgi_temp_path \(folder)/temp/fastcgi;
                uwsgi_temp_path \(folder)/temp/uwsgi;
                scgi_temp_path \(folder)/temp/scgi;
                server {
                    listen 127.0.0.1:\(port)\(https ? " ssl" : "");
                    \(tls)
                    root \(folder)/www;
                    location /moved/ {
                        return 301 /cache/;
                    }
                    location /cache/ {
                        dav_methods PUT;
                        create_full_put_path on;
                        dav_access user:rw;
                        client_max_body_size 64m;
                    }
                }
            }

            """
    }

    /// A port nothing listens on now (the kernel's pick for a socket bound to port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Unavailable(description: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p -> Int32 in
                guard bind(fd, p, length) == 0 else { return -1 }
                return getsockname(fd, p, &length)
            }
        }
        guard bound == 0 else { throw Unavailable(description: "cannot bind a loopback socket") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on the port within five seconds.
    static func waitForListener(port: Int, process: Process) -> Bool {
        for _ in 0..<100 {
            guard process.isRunning else { return false }
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            close(fd)
            if connected == 0 { return true }
            usleep(50_000)
        }
        return false
    }
}
