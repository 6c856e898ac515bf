import ChatCanvas
import ChatManifest
import Foundation

/// Bad input, by what went wrong. Each prints as one line naming where (a file, with line and column where known, an
/// option, an output) and what was expected; the command line exits with status 2 (`ExitStatus`, ChatShotCLI).
///
/// The readers' and ChatCanvas's own errors (`ManifestError`, `TranscriptError`, `GalleryError`, `ImageError`,
/// `AtomicFileError`, `CanvasError`, …) travel unchanged up to the terminal; `init?(_:)` names their kind.
public enum ChatShotError: Error, CustomStringConvertible, Sendable {
    /// A manifest, transcript or gallery that is malformed or says something invalid (an unknown key, a bad value):
    /// the reader's diagnostic, `file:line:column: key: what was expected`.
    case source(any SourceDiagnostic)
    /// A file or folder that cannot be read or is not what was expected (missing, not UTF-8, a corrupt or too large
    /// image, a file where a folder belongs).
    case file(String, problem: String)
    /// A bad option, argument or environment variable as the user wrote it (`--shard 3/2`, `CHATSHOT_RECORD=x`).
    case option(String, problem: String)
    /// An output that is refused (one of the inputs, not a regular file) or cannot be written.
    case output(String, problem: String)
    /// An app's customization folder that does not build: where (the compiler's `file:line:column`, the folder or the
    /// program that failed) and the problem.
    case build(SourceLocation, problem: String)
    /// A render that failed: a canvas Cairo cannot allocate, an encoder or the fonts.
    case render(String)

    /// The kind of a known error: a `ChatShotError` itself, or the readers' and ChatCanvas's errors; nil for others
    /// (internal errors).
    public init?(_ error: any Error) {
        switch error {
        case let e as ChatShotError: self = e
        case let d as any SourceDiagnostic: self = .source(d)
        case let e as ImageError: self = .file(e.path, problem: e.reason)
        case let e as AtomicFileError: self = .output(e.path, problem: e.reason)
        case let p as ShotProblem: self = .option("--\(p.field)", problem: p.message)
        case let e as CanvasError: self = .render(e.message)
        case let e as FontSetupError: self = .render(e.message)
        default: return nil
        }
    }

    /// Where, when the error names a place in a file (`file:line:column`, or the file alone).
    public var location: SourceLocation? {
        switch self {
        case .source(let d): return d.location
        case .build(let place, _): return place
        case .file(let path, _): return SourceLocation(file: path)
        case .option, .output, .render: return nil
        }
    }

    /// The message on one line: `where: what`, control characters escaped (`\n`, `\u{1B}`), clipped to 1,000
    /// characters.
    public var description: String {
        let text: String
        switch self {
        case .source(let d): return d.description
        case .file(let subject, let problem), .option(let subject, let problem), .output(let subject, let problem):
            text = "\(subject): \(problem)"
        case .build(let place, let problem): text = "\(place): \(problem)"
        case .render(let problem): text = problem
        }
        return OneLine.escaped(text, limit: 1000)
    }
}
