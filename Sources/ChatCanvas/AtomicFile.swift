import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An output file that could not be written; one line, `path: reason`.
public struct AtomicFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { OneLine.escaped("\(path): \(reason)", limit: 1000) }
}

/// Writing output files without destroying anything. The bytes go to a hidden temporary file in the
/// destination's folder, which is then renamed over the destination: readers see the old file or the whole new
/// one, and after a failure the temporary file is removed. There is no fsync: outputs can be made again, and
/// a batch writes hundreds of them.
///
/// Refused, with nothing written: a destination that exists and is not a regular file (a symbolic link,
/// folder, FIFO, device or socket), and a destination that is one of the caller's inputs (the same file by
/// device and inode, so `diff a.png b.png -o a.png` cannot replace `a.png`). The checks run just before writing;
/// they guard against mistakes, not against another process swapping files at the same moment.
public enum AtomicFile {
    /// Writes `data` to `path`. `createFolders` creates missing parent folders; `inputs` are the files the
    /// command reads, which must not be replaced.
    public static func write(
        _ data: Data, to path: String, createFolders: Bool = false,
        protecting inputs: [String] = []
    ) throws {
        func fail(_ reason: String) -> AtomicFileError { AtomicFileError(path: path, reason: reason) }
        guard !path.isEmpty else { throw fail("the output path is empty") }
        try checkDestination(path, inputs: inputs)

        let name = (path as NSString).lastPathComponent
        var folder = (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard createFolders else { throw fail("the folder \(folder) does not exist") }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw fail("cannot create the folder \(folder) (\(reason(error)))")
            }
        } else if !isDirectory.boolValue {
            throw fail("\(folder) is not a folder")
        }

        let temporary = folder + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail("cannot write (\(String(cString: strerror(errno))); is the folder writable?)") }
        func systemError() -> String { "cannot write (\(String(cString: strerror(errno))))" }
        var failure: String? = nil  // why the write failed
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = systemError()
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = systemError() }
        if failure == nil {
            // Checked again right before the rename: the destination may have appeared while writing.
            do { try checkDestination(path, inputs: inputs) } catch let e as AtomicFileError { failure = e.reason }
        }
        if failure == nil, rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw fail(failure)
        }
    }

    /// Copies the file at `source` to `path` with `write`.
    public static func copy(
        from source: String, to path: String, createFolders: Bool = false,
        protecting inputs: [String] = []
    ) throws {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw AtomicFileError(path: source, reason: "cannot be read")
        }
        try write(data, to: path, createFolders: createFolders, protecting: inputs)
    }

    /// Throws when `path` exists and is not a regular file, or is the same file as one of `inputs`: a check a
    /// command can make before doing any work (`write` makes it again).
    public static func checkDestination(_ path: String, inputs: [String]) throws {
        var target = stat()
        guard lstat(path, &target) == 0 else { return }  // absent (or unreachable: the write reports why)
        let type = target.st_mode & S_IFMT
        guard type == S_IFREG else {
            let what: String
            switch type {
            case S_IFLNK: what = "a symbolic link"
            case S_IFDIR: what = "a folder"
            case S_IFIFO: what = "a FIFO"
            case S_IFSOCK: what = "a socket"
            case S_IFCHR, S_IFBLK: what = "a device"
            default: what = "not a regular file"
            }
            throw AtomicFileError(path: path, reason: "is \(what), not a regular file; refusing to replace it")
        }
        for input in inputs {
            var other = stat()
            if stat(input, &other) == 0, other.st_dev == target.st_dev, other.st_ino == target.st_ino {
                throw AtomicFileError(
                    path: path, reason: "is an input of this command (\(input)); refusing to replace it")
            }
        }
    }

    /// A short reason for a Foundation file error (`Permission denied`, …).
    public static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
