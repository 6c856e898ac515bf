import ChatShotCLI
import ChatShotKit
import ChatShotServe
import CustomizationBuild
import Foundation
import Synchronization

/// `chatshot-serve --app DIR` keeps the app's own code current: when a `.swift` file of the folder is saved (or
/// added, or removed), the folder is built again against the chatshot build that started the preview. A build that
/// compiles replaces this process with itself, same arguments (the page reconnects and shows the new pictures); a
/// compile error is shown on the page, and the last good build keeps drawing until the sources compile again.
enum AppRebuilder {
    /// The port the server listens on, once it does: a new build listens on the same one (also after `--port 0`).
    private static let port = Mutex<Int?>(nil)

    static func listening(on port: Int) { self.port.withLock { $0 = port } }

    /// Starts watching when this process is an app's build (`AppOption` set its environment); otherwise does nothing.
    static func startIfApp(session: PreviewSession, interval: Double = 0.5) {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment[AppAssets.environmentKey], !folder.isEmpty,
            let chatshotBuild = environment[AppOption.buildFolderKey], !chatshotBuild.isEmpty
        else { return }
        var configured = CustomizationBuilder(sources: folder, setUp: environment[AppOption.setUpKey])
        configured.chatshotBuild = chatshotBuild
        configured.entry = .serve
        let builder = configured
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let thread = Thread {
            var last = stamps(builder)
            while true {
                Thread.sleep(forTimeInterval: interval)
                let now = stamps(builder)
                guard now != last else { continue }
                last = now
                FileHandle.standardOutput.write(Data("chatshot-serve: \(folder) changed, building it again\n".utf8))
                do {
                    let build = try builder.build()
                    guard build.executable != running else {
                        session.setBuildProblem(nil)
                        continue
                    }
                    // The last `--port` wins: the page's address stays the same.
                    let samePort = port.withLock { $0 }.map { ["--port", String($0)] } ?? []
                    let arguments = [build.executable] + CommandLine.arguments.dropFirst() + samePort
                    var cArguments = arguments.map { strdup($0) } + [nil]
                    closeOnExec()
                    execv(build.executable, &cArguments)
                    session.setBuildProblem(
                        "chatshot: \(build.executable): cannot run it (\(String(cString: strerror(errno))))")
                } catch {
                    let message = PreviewSession.message(error)
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                    session.setBuildProblem(message)
                }
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Marks every descriptor but standard input, output and error close-on-exec, so the new build can listen on
    /// the same port (the server's socket is not opened close-on-exec).
    static func closeOnExec() {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let fd = Int32(entry), fd > 2 else { continue }
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// What the folder's sources look like now: each file's path, size and modification time (and its
    /// `.chatshotignore`'s, which changes which files are built).
    static func stamps(_ builder: CustomizationBuilder) -> [String] {
        let ignore = (builder.sources as NSString).appendingPathComponent(".chatshotignore")
        return (((try? builder.sourceFiles()) ?? []) + [ignore]).map { path in
            var st = stat()
            guard stat(path, &st) == 0 else { return path }
            return "\(path) \(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        }
    }
}
