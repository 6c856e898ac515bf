import ChatManifest
import ChatShotKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files of a customization folder that a build leaves out, from the folder's `.chatshotignore`: one glob
/// pattern per line (`*`, `?`, `[…]`), `#` comments and blank lines skipped. A pattern without a `/` matches a file
/// or folder name at any depth (`FetchImage.swift`, `*+Nuke.swift`, `Preview`); one with a `/` matches the path
/// from the folder (`Screens/Login*.swift`; a leading `/` is allowed); a trailing `/` matches folders only. It is how
/// a team keeps files that import modules chatshot does not have (Nuke, Firebase, SwiftUI screens) in the folder
/// without changing them.
struct SourceIgnoreList: Sendable {
    /// The file's name in the customization folder.
    static let fileName = ".chatshotignore"
    static let maxBytes = 64 << 10
    static let maxPatterns = 1_000

    private struct Pattern: Sendable {
        let glob: String
        let anchored: Bool
        let foldersOnly: Bool
    }
    private let patterns: [Pattern]

    /// No patterns: nothing left out.
    init() { self.init(patterns: []) }

    private init(patterns: [Pattern]) { self.patterns = patterns }

    /// Reads `folder/.chatshotignore`; none there is an empty list.
    init(folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        let path = url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            self.init()
            return
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard !isFolder.boolValue, size <= Self.maxBytes, let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw ChatShotError.file(
                path, problem: "expected a text file of at most \(Self.maxBytes) bytes, one glob pattern per line")
        }
        var patterns: [Pattern] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("!") {
                throw ChatShotError.build(
                    SourceLocation(file: path, line: index + 1, column: 1),
                    problem: "negated patterns ('!') are not supported; expected a glob pattern of files to leave out")
            }
            var glob = line
            let foldersOnly = glob.hasSuffix("/")
            if foldersOnly { glob.removeLast() }
            let anchored = glob.contains("/")
            if glob.hasPrefix("/") { glob.removeFirst() }
            guard !glob.isEmpty else {
                throw ChatShotError.build(
                    SourceLocation(file: path, line: index + 1, column: 1),
                    problem: "expected a glob pattern of files to leave out")
            }
            patterns.append(Pattern(glob: glob, anchored: anchored, foldersOnly: foldersOnly))
            if patterns.count > Self.maxPatterns {
                throw ChatShotError.file(path, problem: "more than \(Self.maxPatterns) patterns")
            }
        }
        self.init(patterns: patterns)
    }

    /// Whether the file or folder at `relativePath` (from the customization folder, `/`-separated) is left out.
    func excludes(_ relativePath: String, isFolder: Bool) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return patterns.contains { p in
            if p.foldersOnly && !isFolder { return false }
            let subject = p.anchored ? relativePath : name
            return fnmatch(p.glob, subject, p.anchored ? FNM_PATHNAME : 0) == 0
        }
    }
}
