import ChatCanvas
import Foundation

/// The hash of everything that makes a shot's image, in two parts:
///
/// - `key(for:)`, known before rendering: chatshot's version, the Cairo, Pango and font package versions, the font
///   files' bytes, the Swift customization build (when the renderer has one) and the app folder's files, the render
///   settings (PNG compression), the shot's options, and the bytes of its transcript and manifests;
/// - `inputHash(key:reads:)`: the key with every other file the render read (the `extends:` bases, the images the
///   transcript and manifests name, font files), path and SHA-256 — what results.json records as `inputHash`.
///
/// Paths under `root` (the gallery's folder) are written relative to it, so machines with the gallery in different
/// places share keys. File digests are computed once per process and file version (`FileDigests`).
public struct ShotInputHash: Sendable {
    /// The folder paths are made relative to.
    public let root: String

    public init(root: String) {
        var r = URL(fileURLWithPath: root).standardizedFileURL.path
        while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
        self.root = r
    }

    static let rootMark = "$ROOT"

    /// `path` relative to the root (`$ROOT/…`), or absolute when outside it.
    public func portable(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(root + "/") { return Self.rootMark + absolute.dropFirst(root.count) }
        return absolute
    }

    /// The path on this machine of a `portable` one.
    public func local(_ portable: String) -> String {
        portable.hasPrefix(Self.rootMark + "/") ? root + portable.dropFirst(Self.rootMark.count) : portable
    }

    /// The key of a shot's render; nil when one of its transcript and manifests cannot be read (the render then
    /// reports why). `settings` names what else shapes the bytes (the PNG compression).
    public func key(for shot: Shot, settings: String) -> String? {
        var hash = SHA256Digest()
        hash.field("chatshot-render-key-v1")
        hash.field(Self.environment)
        hash.field(settings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let json = try? encoder.encode(shot) else { return nil }
        // The shot's file paths, as JSON strings, made portable.
        var text = String(decoding: json, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"" + root + "/", with: "\"" + Self.rootMark + "/")
            .replacingOccurrences(of: "\"" + root + "\"", with: "\"" + Self.rootMark + "\"")
        hash.field(text)
        for file in shot.inputFiles where shot.inlineTranscript == nil || file != shot.transcript {
            guard let digest = FileDigests.sha256(ofFile: file) else { return nil }
            hash.field(portable(file))
            hash.field(digest)
        }
        return hash.finalHex()
    }

    /// The input hash: the key and the files the render read (portable path → SHA-256).
    public static func inputHash(key: String, reads: [String: String]) -> String {
        var hash = SHA256Digest()
        hash.field("chatshot-input-hash-v1")
        hash.field(key)
        for path in reads.keys.sorted() {
            hash.field(path)
            hash.field(reads[path]!)
        }
        return hash.finalHex()
    }

    /// What every render of this process depends on (computed once, after the renderer registered its Swift
    /// customizations).
    public static var environment: String { processPart }

    private static let processPart: String = {
        var hash = SHA256Digest()
        hash.field(ChatShotVersion.current)
        hash.field(RenderEnvironment.current.summary)
        for font in FontFiles.required {
            hash.field(font.path)
            hash.field(FileDigests.sha256(ofFile: font.path) ?? "missing")
        }
        hash.field(AppSetUp.name ?? "")
        hash.field(SwiftCustomizations.names.joined(separator: ","))
        hash.field(customizationBuild)
        if let app = ProcessInfo.processInfo.environment[AppAssets.environmentKey], !app.isEmpty {
            hash.field(folderDigest(app))
        }
        return hash.finalHex()
    }()

    /// The Swift customization build this renderer is: the build folder's name for a renderer that
    /// `chatshot build-customization` made (`…/builds/<hash>/chatshot-app`, the hash of its sources and of chatshot),
    /// the executable's SHA-256 for another renderer with customizations, nothing for chatshot itself.
    static var customizationBuild: String {
        guard AppSetUp.name != nil || !SwiftCustomizations.names.isEmpty else { return "" }
        let executable = ProcessWorker.currentExecutable
        let folder = (executable as NSString).deletingLastPathComponent
        if ((folder as NSString).deletingLastPathComponent as NSString).lastPathComponent == "builds" {
            return "build " + (folder as NSString).lastPathComponent
        }
        return "executable " + (FileDigests.sha256(ofFile: executable) ?? "unreadable")
    }

    /// Every regular file under `folder` (sorted relative paths and their digests; at most 20,000 files).
    static func folderDigest(_ folder: String) -> String {
        var hash = SHA256Digest()
        let files = (FileManager.default.subpaths(atPath: folder) ?? []).sorted().prefix(20_000)
        for relative in files {
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let digest = FileDigests.sha256(ofFile: path) else { continue }
            hash.field(relative)
            hash.field(digest)
        }
        return hash.finalHex()
    }
}
