import ChatCanvas
import Foundation

/// Writes the pages of one render: `OUT.png` for one page, `OUT-1.png` … `OUT-N.png` for a whole transcript taller
/// than Cairo allows (`OUT-1.pdf`, `OUT-1.svg` for vector output). Pages go to hidden temporary files as they are painted (the memory of one page) and are renamed
/// into place only when every page is written; on failure nothing new is left behind. After the new set is in
/// place, pages of an earlier, longer run of the same output (`OUT-(N+1).png` …) are removed.
public final class PagedOutput {
    public let path: String
    /// Files no page may replace (the command's inputs).
    public var protecting: [String]
    private var temporaries: [(temporary: String, final: String)] = []
    private let tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    public init(path: String, protecting: [String] = []) {
        self.path = path
        self.protecting = protecting
    }

    /// `OUT-K.png` (K counts from 1; `.pdf` and `.svg` keep their extension).
    public func pagePath(_ number: Int) -> String {
        let ext = [".pdf", ".svg"].first { path.lowercased().hasSuffix($0) } ?? ".png"
        let base = path.lowercased().hasSuffix(ext) ? String(path.dropLast(4)) : path
        return "\(base)-\(number)\(ext)"
    }

    /// Writes page `index` of `count` (0-based) to its temporary file.
    public func write(_ png: Data, page index: Int, of count: Int) throws {
        let final = count == 1 ? path : pagePath(index + 1)
        let url = URL(fileURLWithPath: final)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(tag).page")
            .path
        do {
            try AtomicFile.checkDestination(final, inputs: protecting)
            try AtomicFile.write(png, to: temporary, createFolders: false)
        } catch {
            abandon()
            throw error
        }
        temporaries.append((temporary, final))
    }

    /// Moves every page into place, then removes stale pages of an earlier run. Returns the paths written.
    @discardableResult
    public func commit() throws -> [String] {
        for (i, t) in temporaries.enumerated()
        where (try? AtomicFile.checkDestination(t.final, inputs: protecting)) == nil
            || rename(t.temporary, t.final) != 0
        {
            let reason =
                (try? AtomicFile.checkDestination(t.final, inputs: protecting)) == nil
                ? "an input or not a regular file" : String(cString: strerror(errno))
            for u in temporaries[i...] { unlink(u.temporary) }
            temporaries = []
            throw ChatShotError.output(t.final, problem: "cannot write (\(reason))")
        }
        let written = temporaries.map(\.final)
        var number = temporaries.count == 1 ? 1 : temporaries.count + 1
        temporaries = []
        while FileManager.default.fileExists(atPath: pagePath(number)) {
            try? FileManager.default.removeItem(atPath: pagePath(number))
            number += 1
        }
        return written
    }

    /// Removes the temporary files of the pages written so far.
    public func abandon() {
        for t in temporaries { unlink(t.temporary) }
        temporaries = []
    }
}
