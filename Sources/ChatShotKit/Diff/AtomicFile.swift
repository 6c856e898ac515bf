import Foundation

/// Atomic file writes: the bytes go to a hidden temporary file in the destination folder, which is
/// then renamed over the destination. A reader (or an interrupted run) never sees a partial file.
public enum AtomicFile {
    /// Writes `data` to `path` atomically; creates missing parent folders when `createFolders` is set.
    /// Errors (unwritable folder, a folder in the way, …) are `ChatShotError.badInput` naming the path.
    public static func write(_ data: Data, to path: String, createFolders: Bool = true) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw ChatShotError.badInput("\(path): is a folder, cannot write a file there")
        }
        if createFolders, !fm.fileExists(atPath: dir.path) {
            do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                throw ChatShotError.badInput("\(dir.path): cannot create the output folder (\(reason(error)))")
            }
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw ChatShotError.badInput("\(path): cannot write (\(String(cString: strerror(errno))); is the folder writable?)")
        }
        var failure: String?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = String(cString: strerror(errno)); return }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp.path)
            throw ChatShotError.badInput("\(path): cannot write (\(failure))")
        }
        if rename(tmp.path, path) != 0 {
            let err = String(cString: strerror(errno))
            unlink(tmp.path)
            throw ChatShotError.badInput("\(path): cannot write (\(err))")
        }
    }

    /// Copies a file atomically (read, then `write`).
    public static func copy(from source: String, to path: String) throws {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw ChatShotError.badInput("\(source): cannot be read")
        }
        try write(data, to: path)
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
