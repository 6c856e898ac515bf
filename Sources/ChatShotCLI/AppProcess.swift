import ChatManifest
import ChatShotKit
import Foundation

/// Runs the renderer built from an app's folder as a child process and answers for it: its output and exit status
/// are the command's, and when the app's own code stops it (a force-unwrapped `UIImage(named:)` of an image the
/// folder lacks, say) the command ends with one line naming the app's file and line and Swift's reason, exit
/// status 2, instead of a crash report.
///
/// The child is in this process's process group (Ctrl-C, a hang-up or a quit from the terminal reach it as they
/// would reach the command), SIGTERM is passed on, and a child ended by any other signal than a crash ends this
/// process with the same signal.
enum AppProcess {
    /// The module the app's sources are compiled into (`CustomizationBuilder`).
    static let appModule = "ChatCustomization"
    /// The signals of a crash (a Swift runtime trap is SIGILL or SIGTRAP).
    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    /// The terminal's signals, which reach the child through the process group; this process waits for the child's
    /// answer to them instead of dying first.
    private static let terminalSignals: [Int32] = [SIGINT, SIGQUIT, SIGHUP]

    /// Runs `executable` with `arguments` and exits with its status (or its signal); throws `ChatShotError.build`
    /// when a crash stopped it.
    static func run(executable: String, arguments: [String], appFolder: String) throws -> Never {
        var environment = ProcessInfo.processInfo.environment
        // Swift's crash report is for chatshot's developers; the one line below is for the app's.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        // Its standard error is a pipe to this process; progress is still drawn as on the terminal behind it.
        if isatty(STDERR_FILENO) != 0 { environment[BatchProgress.standardErrorIsTerminalKey] = "1" }
        let pipe = try makePipe(executable)
        for terminalSignal in terminalSignals { signal(terminalSignal, SIG_IGN) }
        let pid = try spawn(executable, arguments: arguments, environment: environment, errorPipe: pipe)
        close(pipe.write)
        signal(SIGTERM, SIG_IGN)
        let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        termination.setEventHandler { kill(pid, SIGTERM) }
        termination.resume()
        var relay = ErrorRelay()
        relay.run(reading: pipe.read)
        close(pipe.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        termination.cancel()
        let endingSignal = status & 0x7f
        guard endingSignal != 0 else {
            // The command ended on its own (a batch's worker that crashed is reported by the batch): what was held
            // back is the worker's, and goes out as it came.
            relay.releaseHeldBack()
            exit((status >> 8) & 0xff)
        }
        guard crashSignals.contains(endingSignal) else { endLike(endingSignal) }
        guard let fatal = relay.fatal else {
            throw ChatShotError.build(
                SourceLocation(file: appFolder),
                problem:
                    "error: the render crashed (signal \(endingSignal)); SWIFT_BACKTRACE=enable=yes prints a report")
        }
        guard fatal.file.hasPrefix(appModule + "/") else {
            // Not in the app's code: Swift's or chatshot's own check failed. The runtime's lines say where.
            relay.releaseHeldBack()
            throw ChatShotError.build(
                SourceLocation(file: fatal.file, line: fatal.line),
                problem: "error: the render stopped in Swift's or chatshot's code, not the app's: \(fatal.reason)")
        }
        throw ChatShotError.build(
            location(of: fatal.file, line: fatal.line, in: appFolder),
            problem: "error: the app's code stopped here: \(fatal.reason)")
    }

    /// Ends this process with `signal`, as the child ended.
    private static func endLike(_ endingSignal: Int32) -> Never {
        signal(endingSignal, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, endingSignal)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), endingSignal)
        exit(128 + endingSignal)
    }

    private static func makePipe(_ executable: String) throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw ChatShotError.build(
                SourceLocation(file: executable), problem: "cannot run it (\(String(cString: strerror(errno))))")
        }
        return (fds[0], fds[1])
    }

    /// Starts the child in this process group, its standard error the pipe's write end, the terminal's signals at
    /// their defaults.
    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], errorPipe: (read: Int32, write: Int32)
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, errorPipe.write, STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, errorPipe.read)
        posix_spawn_file_actions_addclose(&actions, errorPipe.write)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for reset in terminalSignals + [SIGTERM, SIGPIPE] { sigaddset(&defaults, reset) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw ChatShotError.build(
                SourceLocation(file: executable), problem: "cannot run it (\(String(cString: strerror(result))))")
        }
        return pid
    }

    /// `Module/File.swift:40: Fatal error: Unexpectedly found nil …` as its parts.
    static func fatalError(in line: String) -> (file: String, line: Int, reason: String)? {
        guard let marker = line.range(of: ": Fatal error: ") else { return nil }
        let place = line[..<marker.lowerBound]
        guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) else {
            return nil
        }
        return (String(place[..<colon]), number, String(line[marker.upperBound...]))
    }

    /// The app's file that a runtime message names as `ChatCustomization/File.swift` (Swift's `#fileID`): the
    /// folder's file of that name (hidden folders and `.build` skipped, as the build skips them), else the name as
    /// written.
    static func location(of fileID: String, line: Int, in appFolder: String) -> SourceLocation {
        let name = (fileID as NSString).lastPathComponent
        let root = URL(fileURLWithPath: appFolder)
        let files = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = files?.nextObject() as? URL {
            if url.lastPathComponent == ".build" { files?.skipDescendants() }
            if url.lastPathComponent == name {
                return SourceLocation(file: url.path, line: line)
            }
        }
        return SourceLocation(file: fileID, line: line)
    }
}

/// Copies the child's standard error to ours line by line as it comes (a progress line ended by a carriage return
/// at once), holding back a `FILE:LINE: Fatal error: …` line and the stack trace after it until the child's end
/// says whose they are.
struct ErrorRelay {
    /// The last fatal error's file, line and reason.
    private(set) var fatal: (file: String, line: Int, reason: String)?
    private var heldBack = Data()

    mutating func run(reading fd: Int32) {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                forward(Data(pending[pending.startIndex...end]))
                pending.removeSubrange(pending.startIndex...end)
            }
            // A line that never ends (a progress line redrawn with carriage returns, or an absurdly long one) is
            // passed on as it is.
            let cut = pending.lastIndex(of: UInt8(ascii: "\r")) ?? (pending.count > 65_536 ? pending.indices.last : nil)
            if let cut {
                FileHandle.standardError.write(Data(pending[pending.startIndex...cut]))
                pending.removeSubrange(pending.startIndex...cut)
            }
        }
        if !pending.isEmpty { forward(pending) }
    }

    /// Writes what was held back, as it came.
    mutating func releaseHeldBack() {
        FileHandle.standardError.write(heldBack)
        heldBack = Data()
    }

    private mutating func forward(_ line: Data) {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
        if let found = AppProcess.fatalError(in: text) {
            fatal = found
            heldBack.append(line)
            return
        }
        if fatal != nil && (text.hasPrefix("Current stack trace:") || Self.isStackFrame(text)) {
            heldBack.append(line)
            return
        }
        FileHandle.standardError.write(line)
    }

    /// `12   libswiftCore.so   0x00007f…  symbol + 33`: a frame of the runtime's stack trace.
    private static func isStackFrame(_ line: String) -> Bool {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
    }
}
