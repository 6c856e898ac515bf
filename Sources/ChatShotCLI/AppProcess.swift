import ChatManifest
import ChatShotKit
import Foundation

/// Runs the renderer built from an app's folder as a child process and answers for it: its output and exit status
/// are the command's, and when the app's own code stops it (a force-unwrapped `UIImage(named:)` of an image the
/// folder lacks, say) the command ends with one line naming the app's file and line and Swift's reason, exit
/// status 2, instead of a crash report.
enum AppProcess {
    /// Runs `executable` with `arguments` and exits with its status; throws `ChatShotError.build` when the app's
    /// code crashed it.
    static func run(executable: String, arguments: [String], appFolder: String) throws -> Never {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // Swift's crash report is for chatshot's developers; the one line below is for the app's.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ChatShotError.build(SourceLocation(file: executable), problem: "cannot run it (\(error))")
        }
        let termination = forwardTermination(to: process)
        let fatal = relay(errors.fileHandleForReading)
        process.waitUntilExit()
        termination.cancel()
        let status = process.terminationStatus
        guard process.terminationReason == .uncaughtSignal else { exit(status) }
        if status == SIGTERM || status == SIGINT { exit(128 + status) }
        guard let fatal else {
            throw ChatShotError.build(
                SourceLocation(file: appFolder),
                problem: "error: the renderer built from the app's code stopped (signal \(status)) before it finished")
        }
        throw ChatShotError.build(
            location(of: fatal.file, line: fatal.line, in: appFolder),
            problem: "error: the app's code stopped here: \(fatal.reason)")
    }

    /// Copies the child's standard error to ours line by line as it comes (a progress line ended by a carriage
    /// return at once) and returns the last `FILE:LINE: Fatal error: …` line Swift's runtime wrote (file, line and
    /// reason); that line and the stack trace after it are not copied: the command's error replaces them.
    private static func relay(_ handle: FileHandle) -> (file: String, line: Int, reason: String)? {
        var pending = Data()
        var fatal: (file: String, line: Int, reason: String)?
        func forward(_ line: Data) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
            if let found = fatalError(in: text) {
                fatal = found
                return
            }
            if fatal != nil && (text.hasPrefix("Current stack trace:") || isStackFrame(text)) { return }
            FileHandle.standardError.write(line)
        }
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                forward(pending[pending.startIndex...end])
                pending.removeSubrange(pending.startIndex...end)
            }
            // A line that never ends (a progress line redrawn with carriage returns, or an absurdly long one) is
            // passed on as it is.
            if let lastReturn = pending.lastIndex(of: UInt8(ascii: "\r"))
                ?? (pending.count > 65_536 ? pending.indices.last : nil)
            {
                FileHandle.standardError.write(pending[pending.startIndex...lastReturn])
                pending.removeSubrange(pending.startIndex...lastReturn)
            }
        }
        if !pending.isEmpty { forward(pending) }
        return fatal
    }

    /// `12   libswiftCore.so   0x00007f…  symbol + 33`: a frame of the runtime's stack trace.
    private static func isStackFrame(_ line: String) -> Bool {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
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

    /// The app's file that a runtime message names as `Module/File.swift` (Swift's `#fileID`): the folder's file of
    /// that name, else the name as written.
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

    /// Passes SIGTERM on to `process` until the returned source is cancelled (Ctrl-C reaches both: they are one
    /// process group).
    private static func forwardTermination(to process: Process) -> any DispatchSourceSignal {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        source.setEventHandler { if process.isRunning { process.terminate() } }
        source.resume()
        return source
    }
}
