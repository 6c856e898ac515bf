import ChatCanvas
import ChatShotKit
import Foundation
import Synchronization
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Asserts that `shot` renders like its reference image beside the test file
/// (`__Snapshots__/<TestFile>/<testName>.<named or 1, 2, …>.png`), compared with pixelmatch's `threshold` and the
/// allowance `maxDiffPixels` / `maxDiffPixelRatio` (none: no pixel may differ; both: the stricter applies), as a
/// gallery's `check` does.
///
/// A missing reference is recorded and the assertion fails once (`CHATSHOT_RECORD=missing`, the default);
/// `CHATSHOT_RECORD=all` records every reference again, `never` only compares. A failure names the expected, actual
/// and diff images (under `CHATSHOT_ARTIFACTS` or the temporary folder). It is reported to Swift Testing
/// (`Issue.record`) inside a `@Test`, else to XCTest (`XCTFail`). Renders run one at a time in the process.
public func assertShot(
    _ shot: Shot,
    named name: String? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int? = nil,
    maxDiffPixelRatio: Double? = nil,
    includeAA: Bool = false,
    record: ShotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = ShotSourceLocation(fileID: "\(fileID)", file: file, line: line, column: column)
    let mode: ShotRecordMode
    do { mode = try record ?? ShotRecordMode.fromEnvironment() } catch {
        location.fail("\(error)")
        return
    }
    let label = name ?? String(ShotSnapshot.nextCounter(file: "\(file)", testName: testName))
    let reference = ShotSnapshot.referencePath(file: "\(file)", testName: testName, name: label)
    let tolerance = ShotTolerance(
        threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels,
        maxDiffPixelRatio: maxDiffPixelRatio)
    let verification = ShotSnapshot.verify(shot, referencePath: reference, tolerance: tolerance, record: mode)
    if let failure = verification.failure { location.fail(failure) }
}

/// Where an assertion was written, to report a failure there in either test framework.
public struct ShotSourceLocation: Sendable {
    public var fileID: String
    public var file: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String, file: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.file = file
        self.line = line
        self.column = column
    }

    /// Reports a failure: `Issue.record` inside a Swift Testing test, `XCTFail` otherwise.
    public func fail(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        XCTFail(message, file: file, line: line)
    }
}

// MARK: - Shots written in code

extension Shot {
    /// A shot of a transcript written in code (Stream channel JSON, or the same in YAML) and of manifests written in
    /// code (YAML or JSON, layered in order). The transcript is handed to the renderer inline
    /// (`Shot.inlineTranscript`); its relative image paths resolve against `directory` (default: the folder of the
    /// calling file). Each manifest is written once to a file of its own in a private temporary folder
    /// (`InlineManifest.path(for:)`), because manifests are layered and extended by path.
    public static func inline(
        transcript: String, manifests: [String] = [], relativeTo directory: String? = nil,
        file: StaticString = #filePath
    ) throws -> Shot {
        let base = directory ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
        var shot = Shot(
            transcript: "<inline transcript>", look: Look(manifests: try manifests.map(InlineManifest.path(for:))))
        shot.inlineTranscript = InlineText(text: transcript, baseDirectory: base)
        return shot
    }
}

/// Manifests written in code, as files: each text is written once into a folder of this process
/// (`chatshot-inline-<pid>` in the temporary folder), named after a hash of the text, and left for the system to clean.
public enum InlineManifest {
    static let writing = Mutex(())

    /// The path of a file holding `text` (YAML or JSON); the same text gives the same path.
    public static func path(for text: String) throws -> String {
        // FNV-1a: a stable name for the same text, in this process and the next.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("chatshot-inline-\(getpid())")
        let path = (folder as NSString).appendingPathComponent("manifest-\(String(hash, radix: 16)).yaml")
        try writing.withLock { _ in
            if !FileManager.default.fileExists(atPath: path) {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                try AtomicFile.write(Data(text.utf8), to: path, createFolders: true)
            }
        }
        return path
    }
}
