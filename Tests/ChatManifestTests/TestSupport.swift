import Foundation
import TestSupport
import XCTest

@testable import ChatManifest

/// A temporary folder for one test (removed at the end) with writers for the files a manifest test needs.
final class Scratch {
    private let folder = try! TemporaryFolder("manifest-tests")
    var dir: String { folder.path }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let path = dir + "/" + name
        let folder = (path as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        let path = dir + "/" + name
        let folder = (path as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Runs `body` with the scratch folder as the current directory, so paths in errors are short and exact.
    func inside<T>(_ body: () throws -> T) rethrows -> T {
        let old = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
        defer { FileManager.default.changeCurrentDirectoryPath(old) }
        return try body()
    }
}

/// Asserts that `body` throws an error whose one-line description is exactly `expected`.
func XCTAssertErrorDescription<T>(
    _ expected: String, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> T
) {
    do {
        _ = try body()
        XCTFail("expected the error \(expected)", file: file, line: line)
    } catch {
        XCTAssertEqual("\(error)", expected, file: file, line: line)
        XCTAssertFalse("\(error)".contains("\n"), "errors are one line", file: file, line: line)
    }
}

/// A minimal valid PNG (1×1, red).
let tinyPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01,
    0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44,
    0x41,
    0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0xC9, 0xFE, 0x92, 0xEF, 0x00, 0x00,
    0x00,
    0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82
]
